import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { IpRecordRowJson } from '@iprenew/models/browser';
import { useIpAction } from './useIpAction';

type Client = { id: number; name: string; email: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * ADM-28/29: Transfer owner — to an existing client (searched by name or e-mail), or to a new client
 * from an e-mail and a name (validated before submit: a valid e-mail, a name of at least 3), who gets
 * an account and the set-password e-mail. 'Record transferred successfully'.
 */
export function TransferButton({ record }: { record: IpRecordRowJson }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [client, setClient] = useState<Client | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const { run, busy, errors, setErrors } = useIpAction(record.id, 'ip-records:transfer_fail');
  /** A field's message goes once the field is changed. */
  const clear = (field: string) => {
    setLocal(({ [field]: _local, ...rest }) => rest);
    setErrors(({ [field]: _server, ...rest }) => rest);
  };
  const { data: clients = [] } = useGetList<Client>('customers', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: search ? { q: search } : {} }, { enabled: open && mode === 'existing' });
  if (!record.can_transfer) return null;
  const submit = async () => {
    const problems: Record<string, string> = {};
    if (mode === 'existing' && !client) problems.user_id = 'ip-records:validation.user_id_required';
    if (mode === 'new' && !EMAIL.test(email.trim())) problems.email = 'ip-records:validation.email_invalid';
    if (mode === 'new' && name.trim().length < 3) problems.name = 'ip-records:validation.name_min';
    setLocal(problems);
    if (Object.keys(problems).length) return;
    if (await run('transfer', mode === 'existing' ? { user_id: client!.id } : { email: email.trim(), name: name.trim() })) setOpen(false);
  };
  const error = (field: string) => (local[field] ?? errors[field] ? translate(local[field] ?? errors[field]!) : undefined);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('ip-records:console.transfer')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="transfer-title">
        <DialogTitle id="transfer-title">{translate('ip-records:console.transfer_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as 'existing' | 'new')}>
              <FormControlLabel value="existing" control={<Radio />} label={translate('ip-records:console.transfer_existing')} />
              <FormControlLabel value="new" control={<Radio />} label={translate('ip-records:console.transfer_new')} />
            </RadioGroup>
            {mode === 'existing' ? (
              <Autocomplete
                options={clients.filter((c) => c.id !== record.user_id)}
                value={client}
                onChange={(_e, value) => (setClient(value), clear('user_id'))}
                onInputChange={(_e, value) => setSearch(value)}
                getOptionLabel={(c) => `${c.name} <${c.email}>`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                filterOptions={(x) => x}
                renderInput={(params) => <TextField {...params} label={translate('ip-records:console.transfer_client')} error={!!error('user_id')} helperText={error('user_id')} />}
              />
            ) : (
              <>
                <TextField label={translate('ip-records:console.transfer_email')} type="email" value={email} onChange={(e) => (setEmail(e.target.value), clear('email'))} error={!!error('email')} helperText={error('email')} slotProps={{ htmlInput: { maxLength: 191 } }} />
                <TextField label={translate('ip-records:console.transfer_name')} value={name} onChange={(e) => (setName(e.target.value), clear('name'))} error={!!error('name')} helperText={error('name')} slotProps={{ htmlInput: { maxLength: 191 } }} />
                <Typography variant="caption" color="text.secondary">
                  {translate('ip-records:console.transfer_new_help')}
                </Typography>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ip-records:console.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {translate('ip-records:console.transfer_submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
