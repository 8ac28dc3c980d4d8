import { LANGUAGES, type Language } from '../constants/index';
import en_common from './locales/en/common.json';
import en_landing from './locales/en/landing.json';
import en_messages from './locales/en/messages.json';
import en_enums from './locales/en/enums.json';
import en_admin from './locales/en/admin.json';
import en_ra from './locales/en/ra.json';
import en_email from './locales/en/email.json';
import en_auth from './locales/en/auth.json';
import en_account from './locales/en/account.json';
import en_users from './locales/en/users.json';
import en_nav from './locales/en/nav.json';
import en_pricing from './locales/en/pricing.json';
import en_site from './locales/en/site.json';
import en_pages from './locales/en/pages.json';
import en_products from './locales/en/products.json';
import en_settings from './locales/en/settings.json';
import en_orders from './locales/en/orders.json';
import en_vouchers from './locales/en/vouchers.json';
import en_payments from './locales/en/payments.json';
import en_invoice from './locales/en/invoice.json';
import en_applications from './locales/en/applications.json';
import en_deliveries from './locales/en/deliveries.json';
import en_agentOnboarding from './locales/en/agent-onboarding.json';
import en_console_applications from './locales/en/console-applications.json';
import en_jobs from './locales/en/jobs.json';
import en_files from './locales/en/files.json';
import en_ip_records from './locales/en/ip-records.json';
import en_reports from './locales/en/reports.json';
import en_settlements from './locales/en/settlements.json';
import en_broadcasts from './locales/en/broadcasts.json';
import bm_common from './locales/bm/common.json';
import bm_landing from './locales/bm/landing.json';
import bm_messages from './locales/bm/messages.json';
import bm_enums from './locales/bm/enums.json';
import bm_admin from './locales/bm/admin.json';
import bm_ra from './locales/bm/ra.json';
import bm_email from './locales/bm/email.json';
import bm_auth from './locales/bm/auth.json';
import bm_account from './locales/bm/account.json';
import bm_users from './locales/bm/users.json';
import bm_nav from './locales/bm/nav.json';
import bm_pricing from './locales/bm/pricing.json';
import bm_site from './locales/bm/site.json';
import bm_pages from './locales/bm/pages.json';
import bm_products from './locales/bm/products.json';
import bm_settings from './locales/bm/settings.json';
import bm_orders from './locales/bm/orders.json';
import bm_vouchers from './locales/bm/vouchers.json';
import bm_payments from './locales/bm/payments.json';
import bm_invoice from './locales/bm/invoice.json';
import bm_applications from './locales/bm/applications.json';
import bm_deliveries from './locales/bm/deliveries.json';
import bm_agentOnboarding from './locales/bm/agent-onboarding.json';
import bm_console_applications from './locales/bm/console-applications.json';
import bm_jobs from './locales/bm/jobs.json';
import bm_files from './locales/bm/files.json';
import bm_ip_records from './locales/bm/ip-records.json';
import bm_reports from './locales/bm/reports.json';
import bm_settlements from './locales/bm/settlements.json';
import bm_broadcasts from './locales/bm/broadcasts.json';
import cn_common from './locales/cn/common.json';
import cn_landing from './locales/cn/landing.json';
import cn_messages from './locales/cn/messages.json';
import cn_enums from './locales/cn/enums.json';
import cn_admin from './locales/cn/admin.json';
import cn_ra from './locales/cn/ra.json';
import cn_email from './locales/cn/email.json';
import cn_auth from './locales/cn/auth.json';
import cn_account from './locales/cn/account.json';
import cn_users from './locales/cn/users.json';
import cn_nav from './locales/cn/nav.json';
import cn_pricing from './locales/cn/pricing.json';
import cn_site from './locales/cn/site.json';
import cn_pages from './locales/cn/pages.json';
import cn_products from './locales/cn/products.json';
import cn_settings from './locales/cn/settings.json';
import cn_orders from './locales/cn/orders.json';
import cn_vouchers from './locales/cn/vouchers.json';
import cn_payments from './locales/cn/payments.json';
import cn_invoice from './locales/cn/invoice.json';
import cn_applications from './locales/cn/applications.json';
import cn_deliveries from './locales/cn/deliveries.json';
import cn_agentOnboarding from './locales/cn/agent-onboarding.json';
import cn_console_applications from './locales/cn/console-applications.json';
import cn_jobs from './locales/cn/jobs.json';
import cn_files from './locales/cn/files.json';
import cn_ip_records from './locales/cn/ip-records.json';
import cn_reports from './locales/cn/reports.json';
import cn_settlements from './locales/cn/settlements.json';
import cn_broadcasts from './locales/cn/broadcasts.json';

/**
 * The one catalogue of user-facing strings, shared by the Remix app, the admin console and the
 * e-mail templates. One JSON file per language and namespace: `locales/<lang>/<namespace>.json`.
 * Namespaces: common (navigation, shared UI), landing (public pages), messages (the spec's
 * messages, word for word in English), enums (status and type labels), admin (console),
 * ra (react-admin's own texts), email (e-mail templates), auth (sign-in and sessions), account
 * (registration, verification, password and profile pages), users (user management), nav (navbar,
 * sidebars, maintenance and error pages), pricing (fee engine, price checker), site (news, reviews,
 * contact, currencies), pages (informational pages), products (console product editor), settings
 * (configuration, whitelist, delivery prices, countries), orders (customer requests, cart, checkout,
 * payment pages — the ORD messages), vouchers (console vouchers), payments (console payments,
 * orders, invoices), invoice (the invoice PDF), applications (the application workflow: steps,
 * completion, cancel — the AGT step messages), deliveries (the delivery lists, tracking action and
 * dispatch mail — DLV), agent-onboarding (banking detail, "Become our agent" and its staff mail),
 * console-applications (the console's applications, assignment and search requests; the job e-mails —
 * ADM.e, ADM-39), jobs (the agent's job lists, job page and history timeline — AGT), files (the files card, SD and
 * the agent's logo — AGT.d, G-16, G-53), ip-records (the console's IP records, transfer, the Renewal
 * Notification label and the Excel exports — ADM.d, G-10, G-31, G-43), reports (the customer's feedback form, their reports and the staff mail — POR.i, G-39), settlements (proof status, the proof and payout messages — SET, G-04, G-05), broadcasts (the console's broadcast e-mails and the broadcast mail — ADM.h, G-09). The spec's messages of an area live in its
 * namespace, word for word in English.
 */
export const NAMESPACES = [
  'common',
  'landing',
  'messages',
  'enums',
  'admin',
  'ra',
  'email',
  'auth',
  'account',
  'users',
  'nav',
  'pricing',
  'site',
  'pages',
  'products',
  'settings',
  'orders',
  'vouchers',
  'payments',
  'invoice',
  'applications',
  'console-applications',
  'deliveries',
  'agent-onboarding',
  'jobs',
  'files',
  'ip-records',
  'reports',
  'settlements',
  'broadcasts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Catalogue = Record<Language, Record<Namespace, Record<string, unknown>>>;

export const catalogue: Catalogue = {
  en: {
    common: en_common,
    landing: en_landing,
    messages: en_messages,
    enums: en_enums,
    admin: en_admin,
    ra: en_ra,
    email: en_email,
    auth: en_auth,
    account: en_account,
    users: en_users,
    nav: en_nav,
    pricing: en_pricing,
    site: en_site,
    pages: en_pages,
    products: en_products,
    settings: en_settings,
    orders: en_orders,
    vouchers: en_vouchers,
    payments: en_payments,
    invoice: en_invoice,
    applications: en_applications,
    'console-applications': en_console_applications,
    jobs: en_jobs,
    files: en_files,
    'ip-records': en_ip_records,
    reports: en_reports,
    settlements: en_settlements,
    broadcasts: en_broadcasts,
    deliveries: en_deliveries,
    'agent-onboarding': en_agentOnboarding,
  },
  bm: {
    common: bm_common,
    landing: bm_landing,
    messages: bm_messages,
    enums: bm_enums,
    admin: bm_admin,
    ra: bm_ra,
    email: bm_email,
    auth: bm_auth,
    account: bm_account,
    users: bm_users,
    nav: bm_nav,
    pricing: bm_pricing,
    site: bm_site,
    pages: bm_pages,
    products: bm_products,
    settings: bm_settings,
    orders: bm_orders,
    vouchers: bm_vouchers,
    payments: bm_payments,
    invoice: bm_invoice,
    applications: bm_applications,
    'console-applications': bm_console_applications,
    jobs: bm_jobs,
    files: bm_files,
    'ip-records': bm_ip_records,
    reports: bm_reports,
    settlements: bm_settlements,
    broadcasts: bm_broadcasts,
    deliveries: bm_deliveries,
    'agent-onboarding': bm_agentOnboarding,
  },
  cn: {
    common: cn_common,
    landing: cn_landing,
    messages: cn_messages,
    enums: cn_enums,
    admin: cn_admin,
    ra: cn_ra,
    email: cn_email,
    auth: cn_auth,
    account: cn_account,
    users: cn_users,
    nav: cn_nav,
    pricing: cn_pricing,
    site: cn_site,
    pages: cn_pages,
    products: cn_products,
    settings: cn_settings,
    orders: cn_orders,
    vouchers: cn_vouchers,
    payments: cn_payments,
    invoice: cn_invoice,
    applications: cn_applications,
    'console-applications': cn_console_applications,
    jobs: cn_jobs,
    files: cn_files,
    'ip-records': cn_ip_records,
    reports: cn_reports,
    settlements: cn_settlements,
    broadcasts: cn_broadcasts,
    deliveries: cn_deliveries,
    'agent-onboarding': cn_agentOnboarding,
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
