import bcrypt from 'bcryptjs';
import type { SeedModule } from '../../src/db/seeder';
import { ROLE, USER_STATUS } from '../../src/constants/index';
import { ago, at, countryId, SeedDb, stateId } from './lib';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_EMAILS = {
  superAdmin: 'superadmin@example.com',
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  agent2: 'agent2@example.com',
  accountant: 'accountant@example.com',
  customer: 'customer@example.com',
  company: 'company@example.com',
  customer2: 'customer2@example.com',
} as const;

interface DemoUser {
  email: string;
  name: string;
  role_id: number;
  type: 'Agent' | 'Company' | 'Personal' | null;
  company?: string;
  contact: string;
  address?: { address_1: string; address_2?: string; poscode: string; city: string; state?: string };
  country?: string;
  agent?: { commission_rate: string; meps_code: string | null; bank_name: string; bank_acc: string };
  language?: 'en' | 'bm' | 'cn';
  currency?: 'MYR' | 'SGD';
  /** Days ago the account was created and last signed in. */
  createdDaysAgo: number;
  lastLoginDaysAgo: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: DEMO_EMAILS.superAdmin,
    name: 'Siti Superadmin',
    role_id: ROLE.SUPER_ADMIN,
    type: null,
    contact: '+60 12-301 4455',
    country: 'MY',
    createdDaysAgo: 900,
    lastLoginDaysAgo: 1,
  },
  {
    email: DEMO_EMAILS.admin,
    name: 'Ahmad Faizal bin Ismail',
    role_id: ROLE.ADMIN,
    type: null,
    contact: '+60 13-488 2190',
    country: 'MY',
    createdDaysAgo: 850,
    lastLoginDaysAgo: 0,
  },
  {
    email: DEMO_EMAILS.agent,
    name: 'Lim Wei Ming',
    role_id: ROLE.AGENT,
    type: 'Agent',
    company: 'Lim & Partners IP Sdn. Bhd.',
    contact: '+60 4-263 8811',
    address: {
      address_1: '23-A, Lebuh Pantai',
      address_2: 'Level 5, Wisma Pantai',
      poscode: '10300',
      city: 'George Town',
      state: 'Pulau Pinang',
    },
    country: 'MY',
    agent: { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Malayan Banking Berhad (Maybank)', bank_acc: '507012345678' },
    createdDaysAgo: 800,
    lastLoginDaysAgo: 0,
  },
  {
    email: DEMO_EMAILS.agent2,
    name: 'Tan Hui Ling',
    role_id: ROLE.AGENT,
    type: 'Agent',
    company: 'Straits IP Associates Pte. Ltd.',
    contact: '+65 6812 4470',
    address: {
      address_1: '8 Marina View',
      address_2: '#15-02 Asia Square Tower 1',
      poscode: '018960',
      city: 'Singapore',
      state: 'Central Singapore',
    },
    country: 'SG',
    // A foreign associate without Malaysian bank details: paid through PayPal (G-05).
    agent: { commission_rate: '25.00', meps_code: null, bank_name: 'DBS Bank Ltd', bank_acc: '0721-234567-8' },
    currency: 'SGD',
    createdDaysAgo: 700,
    lastLoginDaysAgo: 2,
  },
  {
    email: DEMO_EMAILS.accountant,
    name: 'Nurul Aina binti Hassan',
    role_id: ROLE.ACCOUNTANT,
    type: null,
    contact: '+60 17-220 9034',
    country: 'MY',
    createdDaysAgo: 600,
    lastLoginDaysAgo: 3,
  },
  {
    email: DEMO_EMAILS.customer,
    name: 'Muhammad Hafiz bin Abdullah',
    role_id: ROLE.MEMBER,
    type: 'Personal',
    company: 'Senja Coffee Enterprise',
    contact: '+60 12-765 4321',
    address: {
      address_1: 'No. 12, Jalan SS 2/24',
      address_2: 'Taman Bahagia',
      poscode: '47300',
      city: 'Petaling Jaya',
      state: 'Selangor',
    },
    country: 'MY',
    language: 'bm',
    createdDaysAgo: 500,
    lastLoginDaysAgo: 0,
  },
  {
    email: DEMO_EMAILS.company,
    name: 'Chua Boon Keng',
    role_id: ROLE.MEMBER,
    type: 'Company',
    company: 'Lion City Foods Pte. Ltd.',
    contact: '+65 6225 1180',
    address: {
      address_1: '1 Raffles Place',
      address_2: '#20-61 One Raffles Place Tower 2',
      poscode: '048616',
      city: 'Singapore',
      state: 'Central Singapore',
    },
    country: 'SG',
    currency: 'SGD',
    createdDaysAgo: 420,
    lastLoginDaysAgo: 1,
  },
  {
    email: DEMO_EMAILS.customer2,
    name: 'Priya a/p Subramaniam',
    role_id: ROLE.MEMBER,
    type: 'Personal',
    contact: '+60 16-398 7702',
    address: {
      address_1: 'A-12-3, Residensi Bangsar Permai',
      address_2: 'Jalan Bangsar Utama 1',
      poscode: '59000',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
    },
    country: 'MY',
    createdDaysAgo: 300,
    lastLoginDaysAgo: 4,
  },
];

/** Demo accounts, one or more per role; every one Active, verified and past its first login. */
export const demoUsersSeed: SeedModule = {
  async run({ sequelize }, transaction) {
    const db = new SeedDb(sequelize, transaction);
    let hash: string | undefined;
    for (const user of DEMO_USERS) {
      if ((await db.findId('users', { email: user.email })) !== null) continue;
      hash ??= await bcrypt.hash(DEMO_PASSWORD, 10);
      const country = user.country ? await countryId(db, user.country) : null;
      const state = country !== null && user.address?.state ? await stateId(db, country, user.address.state) : null;
      const created = at(-user.createdDaysAgo, 1);
      await db.insert('users', {
        name: user.name,
        company: user.company ?? null,
        email: user.email,
        password: hash,
        contact: user.contact,
        address_1: user.address?.address_1 ?? null,
        address_2: user.address?.address_2 ?? null,
        poscode: user.address?.poscode ?? null,
        city: user.address?.city ?? null,
        state_id: state,
        country_id: country,
        type: user.type,
        role_id: user.role_id,
        status_id: USER_STATUS.ACTIVE,
        last_login: ago(user.lastLoginDaysAgo, 3),
        commission_rate: user.agent?.commission_rate ?? null,
        meps_code: user.agent?.meps_code ?? null,
        bank_name: user.agent?.bank_name ?? null,
        bank_acc: user.agent?.bank_acc ?? null,
        email_verified_at: new Date(created.getTime() + 10 * 60 * 1000),
        language: user.language ?? 'en',
        currency: user.currency ?? 'MYR',
        created_at: created,
        updated_at: created,
      });
    }
  },
};
