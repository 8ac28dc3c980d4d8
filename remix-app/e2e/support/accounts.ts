/** Accounts of the e2e database: the demo seed's (password Demo1234) and a few extra ones. */
export const DEMO_PASSWORD = 'Demo1234';
export const E2E_PASSWORD = 'Demo1234';

export const DEMO = {
  superAdmin: 'superadmin@example.com',
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  accountant: 'accountant@example.com',
  customer: 'customer@example.com',
  customer2: 'customer2@example.com',
} as const;

export interface E2EUser {
  email: string;
  name: string;
  role_id: 1 | 2 | 3 | 4 | 5;
  status_id: number;
}

export const E2E_USERS: readonly E2EUser[] = [
  { email: 'blocked.customer@example.test', name: 'Blocked Customer', role_id: 4, status_id: 999 },
  { email: 'blocked.admin@example.test', name: 'Blocked Admin', role_id: 2, status_id: 999 },
  // calendar-feed.spec.ts: a customer of its own, so the feed lists exactly the records that spec seeds.
  { email: 'calendar.customer@example.test', name: 'Calendar Customer', role_id: 4, status_id: 1 },
  // bulk-renewal.spec.ts: a customer of its own, so the selection and the cart hold exactly the records that spec seeds.
  { email: 'bulk.customer@example.test', name: 'Bulk Customer', role_id: 4, status_id: 1 },
  // renewal-forecast.spec.ts: a customer of its own, so the forecast holds exactly the records that spec seeds.
  { email: 'forecast.customer@example.test', name: 'Forecast Customer', role_id: 4, status_id: 1 },
  // portfolio-import.spec.ts: a customer of its own, so the list holds exactly the records that spec imports.
  { email: 'import.customer@example.test', name: 'Import Customer', role_id: 4, status_id: 1 },
  // two-factor.spec.ts: staff of their own, since their second factor stays on for the rest of the run.
  { email: 'twofactor.admin@example.test', name: 'Tefa Admin', role_id: 2, status_id: 1 },
  { email: 'twofactor.accountant@example.test', name: 'Tefa Accountant', role_id: 5, status_id: 1 },
  { email: 'twofactor.forced@example.test', name: 'Tefa Forced', role_id: 2, status_id: 1 },
];

export const BLOCKED_MESSAGE = 'This account has been blocked, please contact with our administrator to know more about it.';
