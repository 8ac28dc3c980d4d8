import { Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { RatingJson } from '@iprenew/models/browser';
import { serverMessageOf } from '../common/api';

/**
 * G-50 (ADR 045): Hide takes the review off the public 'What others say' page, Show puts it back,
 * through PUT /api/admin/ratings/:id {is_public}. Shown as the row allows (`can_hide` / `can_show`);
 * the server's message is the toast.
 */
export function VisibilityButton({ row }: { row: RatingJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!row.can_hide && !row.can_show) return null;
  const isPublic = !row.can_hide;
  const change = () =>
    void update(
      'ratings',
      { id: row.id, data: { is_public: isPublic }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(isPublic ? 'applications:ratings.update.shown' : 'applications:ratings.update.hidden', { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'applications:ratings.update.fail', { type: 'error' }),
      },
    );
  return (
    <Button size="small" variant={isPublic ? 'contained' : 'outlined'} color={isPublic ? 'primary' : 'warning'} onClick={change} disabled={isPending}>
      {translate(isPublic ? 'applications:ratings.action.show' : 'applications:ratings.action.hide')}
    </Button>
  );
}
