import { useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from './format';

/**
 * mutationOptions of a Create / Edit screen whose save answers with the spec's message: `successKey`
 * and back to the resource's list; a refusal shows the server's message, else `failKey`.
 */
export function useSaveNotifications(resource: string, successKey: string, failKey: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(successKey, { type: 'success' });
      redirect('list', resource);
    },
    onError: (error: unknown) => notify(serverMessageOf(error) ?? failKey, { type: 'error' }),
  };
}
