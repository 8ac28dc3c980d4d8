import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Edit,
  ListButton,
  SaveButton,
  TabbedForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useLoadFailure } from '../common/useLoadFailure';
import { toProductUpdatePayload, type ProductJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { useDateTimeKL } from '../common/format';
import { useCountryName } from '../configuration/useCountryChoices';
import { MainTab } from './MainTab';
import { ProductStatusChip } from './ProductChips';
import { ServiceTab } from './ServiceTab';
import { validateProduct } from './validateProduct';

const SERVICE_TABS = ['search', 'application', 'renewal'] as const;

function ProductHeading() {
  const formatDateTimeKL = useDateTimeKL();
  const countryOf = useCountryName();
  const record = useRecordContext<ProductJson>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ px: 2, pt: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Chip size="small" variant="outlined" label={record.country?.iso2} sx={{ fontFamily: 'monospace' }} />
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {translate('products:detail.heading', { country: countryOf(record.country?.name, record.country?.iso2) })}
      </Typography>
      <ProductStatusChip active={record.is_active} />
      <Typography variant="body2" color="text.secondary">
        {translate('products:fields.updated_at')}: {formatDateTimeKL(record.updated_at)}
      </Typography>
    </Stack>
  );
}

/**
 * Product Detail (`product/detail/:id`, CAT-15..19, CAT-22): tabs Main, Search, Application and
 * Renewal, one Update for the rules and the six price sheets (PUT /api/admin/products/:id with the
 * flat {validation_rules, services} payload), Activate / Deactivate, default agent, documents.
 */
export function ProductDetail() {
  const notify = useNotify();
  const loadFailure = useLoadFailure('products:get_fail', 'products');
  return (
    <Edit
      title="products:detail.title"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: ProductJson) => toProductUpdatePayload(data)}
      queryOptions={loadFailure}
      mutationOptions={{
        onSuccess: () => notify('products:update_success', { type: 'success' }),
        onError: (error: unknown) => {
          const detail = Object.values(fieldErrorsOf(error) ?? {})[0];
          const message = serverMessageOf(error) ?? 'products:update_fail';
          notify(detail ? `${message} — ${detail}` : message, { type: 'error' });
        },
      }}
    >
      <Box>
        <ProductHeading />
        <TabbedForm
          validate={validateProduct as never}
          syncWithLocation={false}
          toolbar={
            <Toolbar>
              <SaveButton label="products:detail.update" />
            </Toolbar>
          }
        >
          <TabbedForm.Tab label="products:detail.tabs.main">
            <MainTab />
          </TabbedForm.Tab>
          {SERVICE_TABS.map((tab, index) => (
            <TabbedForm.Tab key={tab} label={`products:detail.tabs.${tab}`}>
              <ServiceTab index={index} />
            </TabbedForm.Tab>
          ))}
        </TabbedForm>
      </Box>
    </Edit>
  );
}
