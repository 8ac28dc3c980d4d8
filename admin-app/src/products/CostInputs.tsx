import { Grid, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { CostMapName } from '@iprenew/models/browser';
import { costHelp, costInputs, costLabel } from './costLabels';

const TITLES: Record<CostMapName, string> = {
  processing_costs: 'products:sheet.processing',
  service_costs: 'products:sheet.service',
  agent_costs: 'products:sheet.agent_share',
};

/** The money inputs of one cost map of a sheet, labelled by what each key means (ADR 007). */
export function CostInputs({ base, serviceId, typeId, map }: { base: string; serviceId: number; typeId: number; map: CostMapName }) {
  const translate = useTranslate();
  const inputs = costInputs(serviceId, typeId, map);
  const wide = inputs.length > 4;
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : map === 'processing_costs' ? 6 : 3 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(TITLES[map])}
      </Typography>
      <Grid container columnSpacing={1.5}>
        {inputs.map(({ key, required }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: wide ? 3 : map === 'processing_costs' && inputs.length > 1 ? 6 : 12, lg: wide ? 2.4 : undefined }}>
            <TextInput
              source={`${base}.${map}.${key}`}
              label={costLabel(key, translate)}
              isRequired={required}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={costHelp(key, translate) ?? false}
            />
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
