import { Box, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { IpRecordRowJson } from '@iprenew/models/browser';
import { useLoadFailure } from '../common/useLoadFailure';
import { useCountryName } from '../configuration/useCountryChoices';
import { useDateTimeKL } from '../common/format';
import { HideRestoreButton, RenewalNotificationButton } from './IpActions';
import { LogoUpload } from './LogoUpload';
import { TransferButton } from './TransferDialog';

const Item = ({ label, value }: { label: string; value: string | number | null | undefined }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  </Grid>
);

function Detail() {
  const record = useRecordContext<IpRecordRowJson>();
  const translate = useTranslate();
  const countryName = useCountryName();
  const dateTime = useDateTimeKL();
  if (!record) return null;
  const c = (key: string) => translate(`ip-records:columns.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <TransferButton record={record} />
          <HideRestoreButton record={record} />
          <RenewalNotificationButton record={record} />
        </Stack>
        <Grid container spacing={2}>
          <Item label={c('application_name')} value={record.application_name} />
          <Item label={c(record.type_id === 1 ? 'filing_no' : 'application_no')} value={record.type_id === 1 ? record.filing_no : record.application_no} />
          {record.type_id === 1 ? <Item label={c('multiclass_no')} value={record.multiclass_no} /> : <Item label={c('grant_no')} value={record.grant_no} />}
          <Item label={c('country')} value={countryName(record.country?.name, record.country?.iso2)} />
          <Item label={c('filing_date')} value={record.filing_date} />
          <Item label={c('grant_date')} value={record.grant_date} />
          <Item label={c('expiry_date')} value={record.expiry_date} />
          {record.type_id === 2 ? <Item label={c('latest_year')} value={record.latest_application_year_granted} /> : null}
          <Item label={c('status')} value={translate(`ip-records:visibility.${record.status === 1 ? 'active' : 'hidden'}`)} />
          <Item label={c('renewal_notification')} value={record.renewal_notification_at ? dateTime(record.renewal_notification_at) : translate('ip-records:no')} />
          <Item label={c('multiclass_name')} value={record.multiclass_name} />
          <Item label={c('description')} value={record.description} />
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2">{translate('ip-records:console.owner_section')}</Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Item label={c('owner')} value={record.owner?.name} />
          <Item label={c('owner_email')} value={record.owner?.email} />
          <Item label={c('whitelist')} value={translate(record.is_whitelist ? 'ip-records:yes' : 'ip-records:no')} />
        </Grid>
        <Typography variant="subtitle2">{translate('ip-records:console.latest_section')}</Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Item label={c('latest_reference')} value={record.latest?.reference} />
          <Item label={c('latest_status')} value={record.latest?.status_id ? translate(`enums:applicationStatus.${record.latest.status_id}`, { _: record.latest.status_name ?? '' }) : null} />
          <Item label={c('agent')} value={record.latest?.agent?.name} />
        </Grid>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {c('logo')}
        </Typography>
        <Box>
          <LogoUpload record={record} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The staff IP detail (`{type}/detail/{id}`, ADM-22, ADM-26..29, G-31): the record, owner, latest application, and the actions its can_* allow. */
export function IpRecordShow() {
  const loadFailure = useLoadFailure('ip-records:read_fail', 'ip-records');
  return (
    <Show
      title="ip-records:console.detail"
      queryOptions={loadFailure}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
      sx={{ maxWidth: 1100 }}
    >
      <Detail />
    </Show>
  );
}
