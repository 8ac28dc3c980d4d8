import { Edit, ListButton, TopToolbar } from 'react-admin';
import { useSaveNotifications } from '../common/useSaveNotifications';
import { useLoadFailure } from '../common/useLoadFailure';
import { VoucherForm } from './VoucherForm';

/** Edit Voucher (`voucher/edit/:id`, ADM-47/48): 'Voucher updated successful.'; a failed load shows 'Fail to retrieve data'. */
export function VoucherEdit() {
  const saved = useSaveNotifications('vouchers', 'vouchers:update_success', 'vouchers:submit_fail');
  const loadFailure = useLoadFailure('vouchers:retrieve_fail', 'vouchers');
  return (
    <Edit
      title="vouchers:console.edit_title"
      sx={{ maxWidth: 720 }}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
      mutationOptions={saved}
    >
      <VoucherForm mode="edit" />
    </Edit>
  );
}
