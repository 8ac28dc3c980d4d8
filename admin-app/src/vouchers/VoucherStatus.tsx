import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_CURRENCY, formatMoney, VOUCHER_STATUS, type VoucherJson } from '@iprenew/models/browser';

const COLOR: Record<number, ChipProps['color']> = {
  [VOUCHER_STATUS.AVAILABLE]: 'success',
  [VOUCHER_STATUS.USED]: 'default',
  [VOUCHER_STATUS.EXPIRED]: 'warning',
};

/** ADM-42: the status text, or 'Fully Claimed used/quantity' when a set quantity is used up. */
export function VoucherStatusChip({ voucher }: { voucher: VoucherJson }) {
  const translate = useTranslate();
  const label = voucher.fully_claimed
    ? translate('vouchers:console.fully_claimed', { used: voucher.amount_used, quantity: voucher.quantity ?? 0 })
    : translate(`enums:voucherStatus.${voucher.status}`, { _: String(voucher.status) });
  return <Chip size="small" color={COLOR[voucher.status] ?? 'default'} variant={voucher.status === VOUCHER_STATUS.AVAILABLE ? 'filled' : 'outlined'} label={label} sx={{ fontWeight: 600 }} />;
}

/** 'RM 10.00' (the one money format) or '10 %'. */
export function voucherValueText(voucher: Pick<VoucherJson, 'type' | 'value'>): string {
  return voucher.type === 'Percentage' ? `${Number(voucher.value)} %` : formatMoney(voucher.value, DEFAULT_CURRENCY);
}
