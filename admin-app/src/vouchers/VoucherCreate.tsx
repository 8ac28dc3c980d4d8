import { Create, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { VoucherForm } from './VoucherForm';

/** New Voucher (`voucher/create`, ADM-46): 'Voucher Submit Successful.', else the server's message or 'Fail to submit voucher'. */
export function VoucherCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="vouchers:console.create_title"
      sx={{ maxWidth: 720 }}
      mutationOptions={{
        onSuccess: () => {
          notify('vouchers:submit_success', { type: 'success' });
          redirect('list', 'vouchers');
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'vouchers:submit_fail', { type: 'error' }),
      }}
    >
      <VoucherForm mode="create" />
    </Create>
  );
}
