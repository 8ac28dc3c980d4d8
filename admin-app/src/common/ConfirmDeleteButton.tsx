import { DeleteWithConfirmButton, useNotify } from 'react-admin';
import { serverMessageOf } from './format';

/**
 * Delete after a confirmation (pessimistic: the row leaves once the server agreed), then the
 * screen's success message, or the server's own message — else `failKey` — when it refuses.
 */
export function ConfirmDeleteButton({
  confirmTitle,
  confirmContent,
  successKey,
  failKey,
  translateOptions,
}: {
  confirmTitle: string;
  confirmContent: string;
  successKey: string;
  failKey: string;
  translateOptions?: Record<string, unknown>;
}) {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      translateOptions={translateOptions}
      mutationOptions={{
        onSuccess: () => notify(successKey, { type: 'success' }),
        onError: (error: unknown) => notify(serverMessageOf(error) ?? failKey, { type: 'error' }),
      }}
      redirect={false}
    />
  );
}
