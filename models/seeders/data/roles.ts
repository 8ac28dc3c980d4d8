import { ROLE_NAMES, USER_STATUS_NAMES, type RoleId, type UserStatusId } from '../../src/constants/index';

/** Roles 1–5 and user statuses 0, 1, 2, 4, 5, 999 (spec §2.2, §2.30); names from the constants. */
export const ROLES: readonly { id: RoleId; name: string }[] = (Object.keys(ROLE_NAMES) as unknown as RoleId[]).map((id) => ({
  id: Number(id) as RoleId,
  name: ROLE_NAMES[id],
}));

export const USER_STATUSES: readonly { id: UserStatusId; name: string }[] = (
  Object.keys(USER_STATUS_NAMES) as unknown as UserStatusId[]
).map((id) => ({ id: Number(id) as UserStatusId, name: USER_STATUS_NAMES[id] }));
