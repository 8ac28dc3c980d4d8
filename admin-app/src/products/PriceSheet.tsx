import { Box, Card, CardContent, CardHeader, Divider, Grid, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COST_MAPS, SERVICE, USER_STATUS, type ProductServiceJson } from '@iprenew/models/browser';
import { CostInputs } from './CostInputs';
import { DocumentList } from './DocumentEditor';
import { OnSaleChip } from './ProductChips';

function Caption({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mb: 1 }}>
      {translate(text)}
    </Typography>
  );
}

/**
 * One price sheet (a product service of one type, CAT-10, CAT-11, G-56): on sale or not, its own
 * default agent, the three cost maps, the fee-line labels, and for renewals the group heading, extra
 * charges, the enabled / late_enabled flags and the documents.
 */
export function PriceSheet({ base, sheet }: { base: string; sheet: ProductServiceJson }) {
  const translate = useTranslate();
  const status = useWatch({ name: `${base}.status` }) as number | boolean | undefined;
  const renewal = sheet.service_id === SERVICE.RENEWAL;
  return (
    <Card variant="outlined" sx={{ width: '100%' }} data-sheet={`${sheet.service_id}-${sheet.type_id}`}>
      <CardHeader
        title={translate(`products:types.${sheet.type_id}`)}
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 700 }}
        subheader={translate('products:sheet.amounts_in')}
        action={<OnSaleChip onSale={status === 1 || status === true} />}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Grid container columnSpacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BooleanInput
              source={`${base}.status`}
              label="products:sheet.sell"
              format={(v: unknown) => v === 1 || v === true}
              parse={(v: boolean) => (v ? 1 : 0)}
              helperText="products:sheet.sell_help"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReferenceInput source={`${base}.default_agent_id`} reference="agents" filter={{ status_id: USER_STATUS.ACTIVE }} sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput
                label="products:sheet.agent"
                optionText="name"
                filterToQuery={(q: string) => ({ q })}
                helperText="products:sheet.agent_help"
                fullWidth
                size="small"
                parse={(v: unknown) => (v === '' || v === undefined ? null : v)}
              />
            </ReferenceInput>
          </Grid>
        </Grid>
        <Divider sx={{ my: 1.5 }} />
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          {COST_MAPS.map((map) => (
            <CostInputs key={map} base={base} serviceId={sheet.service_id} typeId={sheet.type_id} map={map} />
          ))}
        </Grid>
        <Divider sx={{ my: 1.5 }} />
        <Grid container columnSpacing={3}>
          <Grid size={{ xs: 12, md: renewal ? 6 : 12 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('products:sheet.labels')}
            </Typography>
            <Caption text="products:sheet.labels_help" />
            <ArrayInput source={`${base}.child_label`} label={false}>
              <SimpleFormIterator inline disableReordering={false} getItemLabel={(i: number) => `${i + 1}.`}>
                <TextInput source="" label="products:sheet.label" size="small" helperText={false} sx={{ minWidth: 260 }} />
              </SimpleFormIterator>
            </ArrayInput>
          </Grid>
          {renewal ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <TextInput source={`${base}.parent_label`} label="products:sheet.parent_label" fullWidth size="small" helperText={false} />
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                {translate('products:sheet.charges')}
              </Typography>
              <Caption text="products:sheet.charges_help" />
              <ArrayInput source={`${base}.charges`} label={false}>
                <SimpleFormIterator inline disableReordering>
                  <TextInput source="label" label="products:sheet.charge_label" size="small" helperText={false} />
                  <TextInput source="cost" label="products:sheet.charge_cost" size="small" helperText={false} sx={{ maxWidth: 140 }} />
                </SimpleFormIterator>
              </ArrayInput>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
                <BooleanInput source={`${base}.enabled`} label="products:sheet.enabled" helperText="products:sheet.enabled_help" />
                <BooleanInput source={`${base}.late_enabled`} label="products:sheet.late_enabled" helperText="products:sheet.late_enabled_help" />
              </Box>
            </Grid>
          ) : null}
        </Grid>
        {renewal ? (
          <>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('products:documents.title')}
            </Typography>
            <Caption text="products:documents.help" />
            <DocumentList documents={sheet.documents} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
