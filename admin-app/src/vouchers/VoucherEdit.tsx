import { Edit, ListButton, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { useLoadFailure } from '../common/useLoadFailure';
import { VoucherForm } from './VoucherForm';

/** Edit Voucher (`voucher/edit/:id`, ADM-47/48): 'Voucher updated successful.'; a failed load shows 'Fail to retrieve data'. */
export function VoucherEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
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
      mutationOptions={{
        onSuccess: () => {
          notify('vouchers:update_success', { type: 'success' });
          redirect('list', 'vouchers');
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'vouchers:submit_fail', { type: 'error' }),
      }}
    >
      <VoucherForm mode="edit" />
    </Edit>
  );
}
