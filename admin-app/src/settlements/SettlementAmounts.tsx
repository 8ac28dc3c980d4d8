import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettlementRow } from './settlementApi';

/** SET-1, SET-2: processing, service, total, the PayPal cost deducted and the net total, two decimals. */
export function SettlementAmounts({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  const lines: [string, string][] = [
    ['settlements:console.processing_fee', row.processing_fee],
    ['settlements:console.service_fee', row.service_fee],
    ['settlements:console.total', row.total],
    ['settlements:console.paypal_cost', `− ${row.paypal_cost}`],
    ['settlements:console.net_total', row.net_total],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 0.75, m: 0, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
      {lines.map(([key, value], i) => (
        <Box key={key} sx={{ display: 'contents', '& > *': i === lines.length - 1 ? { fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.75 } : {} }}>
          <dt>{translate(key)}</dt>
          <dd data-amount={key.split('.').pop()}>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
