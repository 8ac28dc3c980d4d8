import type { RegisteredModel } from './index';

/** Models of reference data, accounts, sessions, site and admin tables (migrations 0001–0009). */
export const accountModels: RegisteredModel[] = [];
