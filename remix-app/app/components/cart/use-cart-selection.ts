import { selectedCartTotal, surchargesOf, voucherDiscount } from '@iprenew/models/browser';
import { useEffect, useMemo, useState } from 'react';
import type { AppliedVoucherView, CartActionData, CartPageData } from '~/routes/dashboard+/_customer+/cart-list.server';

/**
 * The cart list's page state (ORD-23, ORD-29..33): the ticked lines, the applied voucher and the line
 * whose deletion is being confirmed, from the loader and the last action answer; the total, the
 * surcharges and the voucher's discount follow the selection.
 */
export function useCartSelection(data: CartPageData, actionData: CartActionData | undefined) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const allIds = useMemo(() => data.lines.map((line) => line.id), [data.lines]);
  const [selected, setSelected] = useState<number[]>(actionData?.selected ?? data.initial.selected ?? allIds);
  const [voucher, setVoucher] = useState<AppliedVoucherView | null>(actionData?.voucher ?? data.initial.voucher ?? null);
  const [confirming, setConfirming] = useState<number | null>(actionData?.confirmDelete ?? null);
  // A new action answer sets the page state once; a later revalidation of the lines (a new allIds)
  // must not put an old answer's selection back over what the customer ticked since. A refused
  // form (no selection in the answer) leaves the page as it was.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.selected) {
      setSelected(actionData.selected);
      setVoucher(actionData.voucher);
    }
    setConfirming(actionData.confirmDelete);
  }, [actionData]);
  useEffect(() => setSelected((current) => current.filter((id) => allIds.includes(id))), [allIds]);

  const total = selectedCartTotal(data.lines, selected);
  return {
    enhanced,
    allIds,
    selected,
    setSelected,
    toggle: (id: number, on: boolean) => setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((s) => s !== id))),
    voucher,
    removeVoucher: () => setVoucher(null),
    confirming,
    setConfirming,
    total,
    surcharges: surchargesOf(data.lines.filter((line) => selected.includes(line.id))),
    // The applied voucher stays when the selection changes; its discount follows the new total (the
    // server checks it again from the code on Pay).
    discount: voucher ? voucherDiscount(voucher, total) : null,
    // The currency switch reloads the page: it brings the selection and the voucher back with it.
    statePath: `/dashboard/cart?${new URLSearchParams({ sel: selected.join(','), ...(voucher ? { voucher: voucher.code } : {}) }).toString()}`,
  };
}

export type CartSelection = ReturnType<typeof useCartSelection>;
