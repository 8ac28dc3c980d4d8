import type { ReactNode } from 'react';
import { Edit, ListButton, TopToolbar } from 'react-admin';
import { useLoadFailure } from './useLoadFailure';
import { useSaveNotifications } from './useSaveNotifications';

/**
 * An Edit screen of a resource whose save answers with the spec's message (vouchers, e-mails):
 * pessimistic, a Back to list button, `successKey` then the list; a refusal shows the server's message,
 * else `failKey`; a record that cannot be loaded says `loadFailKey` and goes back to the list.
 */
export function SpecEdit(props: { resource: string; title: string; maxWidth: number; successKey: string; failKey: string; loadFailKey: string; children: ReactNode }) {
  const saved = useSaveNotifications(props.resource, props.successKey, props.failKey);
  const loadFailure = useLoadFailure(props.loadFailKey, props.resource);
  return (
    <Edit
      title={props.title}
      sx={{ maxWidth: props.maxWidth }}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
      mutationOptions={saved}
    >
      {props.children}
    </Edit>
  );
}
