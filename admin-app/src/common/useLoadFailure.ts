import { useNotify, useRedirect } from 'react-admin';

/**
 * queryOptions for a Show / Edit screen whose record cannot be loaded: no retry, the screen's
 * 'fail to retrieve' message, and back to the resource's list.
 */
export function useLoadFailure(messageKey: string, resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    retry: false,
    onError: () => {
      notify(messageKey, { type: 'error' });
      redirect('list', resource);
    },
  } as const;
}
