import { useCallback, useEffect, useRef, useState } from 'react';
import { AutocompleteArrayInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { BroadcastRecipientJson } from '@iprenew/models/browser';
import { fetchRecipients, receiverIdsOf } from './broadcastApi';

const label = (user: BroadcastRecipientJson) => (user.name ? `${user.name} <${user.email}>` : user.email);

/**
 * ADM-58, ADM-62: the recipients multi-select — users searched on the server by name or e-mail as the
 * staff types (at most 20 a time), the chosen ones kept with their labels; the form holds their ids.
 */
export function RecipientsInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues } = useFormContext();
  const known = useRef(new Map<number, BroadcastRecipientJson>());
  const [choices, setChoices] = useState<BroadcastRecipientJson[]>([]);
  const merge = useCallback((users: BroadcastRecipientJson[]) => {
    for (const user of users) known.current.set(user.id, user);
    setChoices([...known.current.values()]);
  }, []);
  const search = useCallback(
    (q: string) => {
      fetchRecipients({ q: q.slice(0, 100) })
        .then(merge)
        .catch(() => notify('broadcasts:list_fail', { type: 'error' }));
    },
    [merge, notify],
  );
  useEffect(() => {
    const ids = receiverIdsOf(getValues('receiver'));
    if (ids.length) fetchRecipients({ ids }).then(merge).catch(() => undefined);
    search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AutocompleteArrayInput
      source="receiver"
      label="broadcasts:console.fields.receiver"
      choices={choices}
      optionText={label}
      optionValue="id"
      translateChoice={false}
      setFilter={search}
      format={(value: unknown) => receiverIdsOf(value)}
      noOptionsText={translate('broadcasts:console.recipients_none')}
      TextFieldProps={{ placeholder: translate('broadcasts:console.recipients_search') }}
      filterSelectedOptions
      isRequired
      fullWidth
    />
  );
}
