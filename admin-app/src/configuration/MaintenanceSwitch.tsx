import { useState } from 'react';
import { Alert, Box, FormControlLabel, Switch, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { apiJson, messageOf, serverMessageOf } from '../common/api';
import { SettingsSection } from './SettingsSection';
import { useSettingsDocument } from './settingsApi';

/** G-40: the super admin's maintenance switch (PUT /api/admin/maintenance), confirmed first (SYS-16). */
export function MaintenanceSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, setData, loadError } = useSettingsDocument<{ enabled: boolean }>('/maintenance');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const enabled = Boolean(data?.enabled);

  const confirm = async () => {
    setBusy(true);
    try {
      const json = await apiJson('/maintenance', 'PUT', { enabled: !enabled });
      setData({ enabled: !enabled });
      notify(messageOf(json) ?? 'settings:record_update_success', { type: 'success' });
    } catch (error) {
      notify(serverMessageOf(error) ?? 'settings:update_fail', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <SettingsSection id="maintenance" icon={<BuildIcon />} titleKey="settings:maintenance.title" subtitleKey="settings:maintenance.subtitle" loading={!data} errorKey={loadError ? 'settings:retrieve_configuration_fail' : null}>
      {enabled ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('settings:maintenance.on_notice')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={() => setAsking(true)} disabled={busy} />}
          label={<Typography sx={{ fontWeight: 600 }}>{translate(enabled ? 'settings:maintenance.on' : 'settings:maintenance.off')}</Typography>}
        />
      </Box>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={enabled ? 'settings:maintenance.confirm_off_title' : 'settings:maintenance.confirm_on_title'}
        content={enabled ? 'settings:maintenance.confirm_off' : 'settings:maintenance.confirm_on'}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </SettingsSection>
  );
}
