import { useEffect, useState } from 'react';
import { Box, IconButton, InputAdornment, Tooltip } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import {
  DateInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { VOUCHER_TYPES, voucherMinDueDate } from '@iprenew/models/browser';
import { fetchVoucherCode, validateVoucher } from './voucherApi';

/** The code input: filled by the server (ADM-44), with a button that asks for another one. */
function CodeInput({ fillOnMount }: { fillOnMount: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue, getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const generate = () => {
    setBusy(true);
    fetchVoucherCode()
      .then((code) => setValue('code', code, { shouldDirty: true, shouldValidate: true }))
      .catch(() => notify('vouchers:console.code_fail', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  useEffect(() => {
    if (fillOnMount && !getValues('code')) generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextInput
      source="code"
      label="vouchers:console.fields.code"
      helperText="vouchers:console.code_help"
      isRequired
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          sx: { fontFamily: 'monospace', fontWeight: 700, letterSpacing: 2 },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={translate('vouchers:console.regenerate')}>
                <span>
                  <IconButton aria-label={translate('vouchers:console.regenerate')} onClick={generate} disabled={busy} edge="end">
                    <AutorenewIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ValueInput() {
  const type = useWatch({ name: 'type' });
  return (
    <NumberInput
      source="value"
      label="vouchers:console.fields.value"
      helperText={type === 'Percentage' ? 'vouchers:console.value_help_percentage' : 'vouchers:console.value_help_value'}
      min={type === 'Percentage' ? 1 : 0.01}
      max={type === 'Percentage' ? 100 : undefined}
      step={type === 'Percentage' ? 1 : 0.01}
      isRequired
      fullWidth
    />
  );
}

/** ADM-43, ADM-45: code (server), type, value, due date (from yesterday), voucher limitations, amount used (read only). */
export function VoucherForm({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const types = VOUCHER_TYPES.map((id) => ({ id, name: translate(`enums:voucherType.${id}`) }));
  return (
    <SimpleForm
      validate={validateVoucher}
      noValidate
      defaultValues={mode === 'create' ? { type: 'Value', quantity: 1 } : undefined}
      toolbar={
        <Toolbar>
          <SaveButton label="admin:common.submit" />
        </Toolbar>
      }
    >
      <CodeInput fillOnMount={mode === 'create'} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <SelectInput source="type" label="vouchers:console.fields.type" choices={types} translateChoice={false} isRequired fullWidth />
        <ValueInput />
        <DateInput
          source="due_date"
          label="vouchers:console.fields.due_date"
          helperText="vouchers:console.due_date_help"
          isRequired
          fullWidth
          slotProps={{ htmlInput: { min: voucherMinDueDate() } }}
        />
        <NumberInput source="quantity" label="vouchers:console.fields.quantity" min={1} step={1} isRequired fullWidth />
        {mode === 'edit' ? (
          <NumberInput source="amount_used" label="vouchers:console.fields.amount_used" helperText="vouchers:console.amount_used_help" readOnly fullWidth />
        ) : null}
      </Box>
    </SimpleForm>
  );
}
