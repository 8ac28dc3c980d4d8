import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ProductStatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'products:status.active' : 'products:status.inactive')}
    />
  );
}

export function OnSaleChip({ onSale }: { onSale: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={onSale ? 'success' : 'default'} variant="outlined" label={translate(onSale ? 'products:sheet.on_sale' : 'products:sheet.off_sale')} />;
}

/** The price sheets on sale, as "Trademark Renewal" chips (CAT-24: only these can be ordered). */
export function SoldChips({ sold }: { sold: { service_id: number; type_id: number }[] }) {
  const translate = useTranslate();
  if (!sold.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('products:list.none_sold')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 420 }}>
      {sold.map((s) => (
        <Chip
          key={`${s.service_id}-${s.type_id}`}
          size="small"
          color={s.type_id === 1 ? 'primary' : 'warning'}
          variant="outlined"
          label={translate('products:sold_chip', { type: translate(`products:types.${s.type_id}`), service: translate(`products:services.${s.service_id}`) })}
        />
      ))}
    </Box>
  );
}
