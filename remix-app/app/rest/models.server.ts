/** The core operations the console REST resources call. */
export * from '@iprenew/models/domain/users/index';
export { changePassword, setUserLanguage, PRE_REGISTRATION_SORT_FIELDS, USER_SORT_FIELDS } from '@iprenew/models';
export type { PreRegistrationSortField, UserSortField } from '@iprenew/models';
