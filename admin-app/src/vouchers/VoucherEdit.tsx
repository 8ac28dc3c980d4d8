import { Edit, ListButton, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { VoucherForm } from './VoucherForm';

/** Edit Voucher (`voucher/edit/:id`, ADM-47/48): 'Voucher updated successful.'; a failed load shows 'Fail to retrieve data'. */
export function VoucherEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
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
      queryOptions={{
        retry: false,
        onError: () => {
          notify('vouchers:retrieve_fail', { type: 'error' });
          redirect('list', 'vouchers');
        },
      }}
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
