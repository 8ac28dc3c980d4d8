import { SpecEdit } from '../common/SpecEdit';
import { VoucherForm } from './VoucherForm';

/** Edit Voucher (`voucher/edit/:id`, ADM-47/48): 'Voucher updated successful.'; a failed load shows 'Fail to retrieve data'. */
export function VoucherEdit() {
  return (
    <SpecEdit resource="vouchers" title="vouchers:console.edit_title" maxWidth={720} successKey="vouchers:update_success" failKey="vouchers:submit_fail" loadFailKey="vouchers:retrieve_fail">
      <VoucherForm mode="edit" />
    </SpecEdit>
  );
}
