import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { apiJson, fieldErrorsOf, messageOf } from '../common/api';
import { serverMessageOf } from '../common/format';
import { PageCard } from '../common/PageCard';

interface TwoFactorState {
  status: { enabled: boolean; pending: boolean; required: boolean; recovery_codes_left: number; can_disable: boolean };
  enrolment: { secret: string; qr: string } | null;
  impersonating: boolean;
}

type Intent = 'start' | 'confirm' | 'regenerate' | 'disable';

/** "ABCD EFGH …": the key in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** One code field and its button (confirm, new recovery codes, turn off). */
function CodeForm({ intent, submitKey, busy, error, onSubmit, color = 'primary' }: { intent: Intent; submitKey: string; busy: boolean; error: string | undefined; onSubmit: (intent: Intent, code: string) => void; color?: 'primary' | 'inherit' }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(intent, code);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <TextField
          id={`two-factor-${intent}-code`}
          name="code"
          label={translate('admin:two_factor.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? translate('admin:two_factor.code_help')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 32, spellCheck: false } }}
          size="small"
        />
        <Box>
          <Button type="submit" variant={color === 'primary' ? 'contained' : 'outlined'} color={color} disabled={busy}>
            {translate(submitKey)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * The staff member's own two-factor sign-in (issue 18, ADR 077), from the user menu: turn it on (QR
 * code, key, first code, recovery codes once), new recovery codes, turn it off (not while a super
 * admin requires it). GET/POST /api/admin/profile/two-factor.
 */
export function TwoFactorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<TwoFactorState | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Intent, string>>>({});
  const [codes, setCodes] = useState<string[] | null>(null);

  const load = useCallback(async () => {
    try {
      setState((await apiJson('/profile/two-factor')) as TwoFactorState);
    } catch (error) {
      if (!(await logoutIfAccessDenied(error as Error))) notify(serverMessageOf(error) ?? 'ra.notification.http_error', { type: 'error' });
    }
  }, [logoutIfAccessDenied, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (intent: Intent, code?: string) => {
    setBusy(true);
    setErrors({});
    try {
      const json = (await apiJson('/profile/two-factor', 'POST', code === undefined ? { intent } : { intent, code })) as { message?: string; recovery_codes?: string[] };
      if (json.recovery_codes) setCodes(json.recovery_codes);
      const message = messageOf(json);
      if (message) notify(message, { type: 'success' });
      await load();
    } catch (error) {
      const status = Number((error as { status?: unknown })?.status);
      if (status === 401 && (await logoutIfAccessDenied(error as Error))) return;
      const field = fieldErrorsOf(error)?.code;
      if (field) setErrors({ [intent]: field });
      else notify(serverMessageOf(error) ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (!state) return <CircularProgress size={24} />;
    const { status, enrolment, impersonating } = state;
    return (
      <>
        <Typography data-testid="two-factor-status" sx={{ mb: 1 }}>
          {status.enabled ? translate('admin:two_factor.status_on', { count: status.recovery_codes_left }) : translate('admin:two_factor.status_off')}
        </Typography>
        {status.required ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('admin:two_factor.required_note')}
          </Alert>
        ) : null}
        {impersonating ? (
          <Alert severity="info">{translate('admin:two_factor.impersonating')}</Alert>
        ) : codes ? (
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {translate('admin:two_factor.recovery_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('admin:two_factor.recovery_intro')}
            </Typography>
            <List dense data-testid="recovery-codes" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 420, my: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
              {codes.map((code) => (
                <ListItem key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
                  {code}
                </ListItem>
              ))}
            </List>
            <Button variant="outlined" onClick={() => setCodes(null)}>
              {translate('admin:two_factor.done')}
            </Button>
          </Box>
        ) : status.enabled ? (
          <>
            <CodeForm intent="regenerate" submitKey="admin:two_factor.regenerate" busy={busy} error={errors.regenerate} onSubmit={send} />
            {status.can_disable ? <CodeForm intent="disable" submitKey="admin:two_factor.disable" busy={busy} error={errors.disable} onSubmit={send} color="inherit" /> : null}
          </>
        ) : enrolment ? (
          <Box>
            <Typography>{translate('admin:two_factor.step_scan')}</Typography>
            <Box component="img" src={enrolment.qr} alt={translate('admin:two_factor.qr_alt')} sx={{ display: 'block', width: 200, height: 200, my: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }} />
            <Typography variant="body2" color="text.secondary">
              {translate('admin:two_factor.step_manual')}
            </Typography>
            <Box component="code" data-testid="two-factor-secret" sx={{ display: 'inline-block', my: 1, px: 1, py: 0.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {grouped(enrolment.secret)}
            </Box>
            <Typography sx={{ mt: 1 }}>{translate('admin:two_factor.step_confirm')}</Typography>
            <CodeForm intent="confirm" submitKey="admin:two_factor.confirm" busy={busy} error={errors.confirm} onSubmit={send} />
          </Box>
        ) : (
          <Button variant="contained" onClick={() => void send('start')} disabled={busy}>
            {translate('admin:two_factor.start')}
          </Button>
        )}
      </>
    );
  };

  return (
    <PageCard titleKey="admin:two_factor.title" subtitleKey="admin:two_factor.subtitle" icon={<SecurityIcon color="primary" fontSize="large" />}>
      {body()}
    </PageCard>
  );
}
