import { Alert, Box, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SettingsIcon from '@mui/icons-material/Settings';
import { Title, useTranslate } from 'react-admin';
import { useAllowed } from '../common/permissions';
import { BankTransferForm } from './BankTransferForm';
import { CountriesInServiceSection } from './CountriesInServiceForm';
import { GeneralSettingsForm } from './GeneralSettingsForm';
import { MaintenanceSection } from './MaintenanceSwitch';
import { PaymentSection } from './PaymentForm';
import { PayoutSection } from './PayoutForm';
import { RouteGate } from './RouteGate';
import { SettingsSection } from './SettingsSection';
import { useSettingsDocument } from './settingsApi';
import type { ConfigurationView } from './types';

/**
 * Configuration (ADM-66..70, CAT-23, G-27, G-40): general settings, bank-transfer details, payment
 * option, countries in service and (super admin) the maintenance switch. Admins see everything
 * read-only (⚑AMB-04); the server refuses their saves as well.
 */
function Configuration() {
  const translate = useTranslate();
  const canSave = useAllowed('configuration', 'update');
  const canSwitch = useAllowed('maintenance', 'update');
  const { data, setData, loadError } = useSettingsDocument<ConfigurationView>('/configuration');
  const failKey = loadError ? 'settings:retrieve_configuration_fail' : null;

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1040 }}>
      <Title title={translate('settings:configuration.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <SettingsIcon color="primary" fontSize="large" />
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('settings:configuration.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('settings:configuration.subtitle')}
          </Typography>
        </Box>
      </Box>
      {!canSave ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="read-only-notice">
          {translate('settings:configuration.read_only')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <SettingsSection id="general" icon={<TuneIcon />} titleKey="settings:general.title" subtitleKey="settings:general.subtitle" loading={!data} errorKey={failKey}>
          {data ? <GeneralSettingsForm key={JSON.stringify(data.general)} settings={data.general} canSave={canSave} onSaved={setData} /> : null}
        </SettingsSection>
        <SettingsSection id="bank" icon={<AccountBalanceIcon />} titleKey="settings:bank.title" subtitleKey="settings:bank.subtitle" loading={!data} errorKey={failKey}>
          {data ? <BankTransferForm key={JSON.stringify(data.bank_transfer)} bank={data.bank_transfer} canSave={canSave} onSaved={setData} /> : null}
        </SettingsSection>
        <PaymentSection canSave={canSave} />
        <PayoutSection canSave={canSave} />
        <CountriesInServiceSection canSave={canSave} />
        {canSwitch ? <MaintenanceSection /> : null}
      </Stack>
    </Box>
  );
}

export function ConfigurationPage() {
  return (
    <RouteGate routeKey="console.configuration">
      <Configuration />
    </RouteGate>
  );
}
