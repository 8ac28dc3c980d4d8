import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ProductJson } from '@iprenew/models/browser';
import { PriceSheet } from './PriceSheet';

/** The Search (index 0), Application (1) or Renewal (2) tab: the trademark and the patent price sheet. */
export function ServiceTab({ index }: { index: number }) {
  const record = useRecordContext<ProductJson>();
  const group = record?.services?.[index];
  if (!group) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1100 }}>
      {(['trademark', 'patent'] as const).map((type) =>
        group[type] ? <PriceSheet key={type} base={`services.${index}.${type}`} sheet={group[type]!} /> : null,
      )}
    </Stack>
  );
}
