/** Vouchers (ADM-40..49, ORD-29..34, G-29): console CRUD, the customer's apply, checkout reservation. */
export { generateVoucherCode, randomVoucherCode } from './generate-voucher-code';
export { listVouchers, type ListVouchersInput } from './list-vouchers';
export { getVoucher } from './get-voucher';
export { createVoucher, type CreateVoucherInput } from './create-voucher';
export { updateVoucher, type UpdateVoucherInput } from './update-voucher';
export { deleteVoucher } from './delete-voucher';
export { discountFor, VOUCHER_EXCEED } from './discount-for';
export { applyVoucher, type AppliedVoucher } from './apply-voucher';
export { reserveVoucher, releaseVoucher, type ReserveVoucherInput } from './reserve-voucher';
