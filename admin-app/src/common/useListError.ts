import { useNotify } from 'react-admin';
import { serverMessageOf } from './format';

/**
 * The user tables' fetch failure (ADM-2): the server's message when it sends one (SYS-5), else
 * 'Failed to fetch sorted data'. Pass as <List queryOptions={{ onError }}>.
 */
export function useUserListError() {
  const notify = useNotify();
  return (error: unknown) => notify(serverMessageOf(error) ?? 'admin:users.messages.fetch_sorted_failed', { type: 'error' });
}
