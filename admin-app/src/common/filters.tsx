import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { USER_STATUS } from '@iprenew/models/browser';

/** Status filter choices: the distinct statuses (0 and 2 are both "unverified": 0 stands for both). */
export const STATUS_FILTER_IDS = [
  USER_STATUS.ACTIVE,
  USER_STATUS.UNVERIFIED,
  USER_STATUS.FIRST_LOGIN_PROFILE,
  USER_STATUS.PASSWORD_CHANGE_REQUIRED,
  USER_STATUS.BLOCKED,
] as const;

export function StatusFilterInput({ alwaysOn: _alwaysOn }: { alwaysOn?: boolean; source?: string }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source="status_id"
      label="admin:users.fields.status"
      emptyText="admin:users.filters.all_statuses"
      choices={STATUS_FILTER_IDS.map((id) => ({ id, name: translate(`enums:userStatus.${id}`) }))}
      translateChoice={false}
      sx={{ minWidth: 200 }}
    />
  );
}

export function TypeFilterInput({ alwaysOn: _alwaysOn }: { alwaysOn?: boolean; source?: string }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source="type"
      label="admin:users.fields.type"
      emptyText="admin:users.filters.all_types"
      choices={['Personal', 'Company'].map((id) => ({ id, name: translate(`enums:userType.${id}`) }))}
      translateChoice={false}
      sx={{ minWidth: 160 }}
    />
  );
}

/**
 * A list's search box (`q`), named by its placeholder: react-admin's SearchInput has no label, which
 * left the field named by its placeholder and helper text only (axe `label-title-only`, ADR 069).
 * `alwaysOn` is read by react-admin's filter form, not here.
 */
export function SearchFilter({ placeholderKey, minWidth = 220 }: { placeholderKey: string; alwaysOn?: boolean; source?: string; minWidth?: number }) {
  const translate = useTranslate();
  const name = translate(placeholderKey);
  return <SearchInput source="q" placeholder={name} slotProps={{ htmlInput: { 'aria-label': name } }} sx={{ minWidth }} />;
}

export function UserSearchInput({ alwaysOn: _alwaysOn }: { alwaysOn?: boolean; source?: string }) {
  return <SearchFilter placeholderKey="admin:users.filters.search" minWidth={340} />;
}
