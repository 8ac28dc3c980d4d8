import { useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { LOGO_MAX_BYTES, type IpRecordRowJson } from '@iprenew/models/browser';
import { fileToBase64 } from './ipApi';
import { useIpAction } from './useIpAction';

/**
 * POR-18/19: the logo (served through the authorised route) and Upload logo — a .png/.jpeg/.jpg of at
 * most 1MB, checked here for a quick answer and on the server by content.
 */
export function LogoUpload({ record }: { record: IpRecordRowJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy } = useIpAction(record.id, 'ip-records:logo_fail');
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name)) return notify('orders:request.validation.logo_type', { type: 'error' });
    if (file.size > LOGO_MAX_BYTES) return notify('orders:request.validation.logo_size', { type: 'error' });
    await run('logo', { filename: file.name, data: await fileToBase64(file) });
    if (input.current) input.current.value = '';
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {record.logo_url ? (
        <Box component="img" src={`${record.logo_url}?v=${encodeURIComponent(record.updated_at ?? '')}`} alt={translate('ip-records:columns.logo')} sx={{ maxHeight: 80, maxWidth: 160, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('ip-records:console.none')}
        </Typography>
      )}
      <Button size="small" variant="outlined" component="label" disabled={busy}>
        {translate('ip-records:console.upload_logo')}
        <input ref={input} hidden type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" onChange={(e) => void choose(e.target.files?.[0])} />
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('ip-records:console.logo_help')}
      </Typography>
    </Box>
  );
}
