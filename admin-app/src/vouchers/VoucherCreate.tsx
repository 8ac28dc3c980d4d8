import { Create } from 'react-admin';
import { useSaveNotifications } from '../common/useSaveNotifications';
import { VoucherForm } from './VoucherForm';

/** New Voucher (`voucher/create`, ADM-46): 'Voucher Submit Successful.', else the server's message or 'Fail to submit voucher'. */
export function VoucherCreate() {
  const saved = useSaveNotifications('vouchers', 'vouchers:submit_success', 'vouchers:submit_fail');
  return (
    <Create title="vouchers:console.create_title" sx={{ maxWidth: 720 }} mutationOptions={saved}>
      <VoucherForm mode="create" />
    </Create>
  );
}
