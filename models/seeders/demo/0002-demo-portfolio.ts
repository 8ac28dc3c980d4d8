import type { SeedModule } from '../../src/db/seeder';
import { IP_TYPE } from '../../src/constants/index';
import { DEMO_EMAILS } from './0001-demo-users';
import { DEMO_FILES } from './files';
import { at, countryId, day, dayInYears, type Row, SeedDb, userId } from './lib';

/**
 * The customers' portfolio: registered trademarks and granted patents in several countries
 * (expiry dates relative to the day the seed runs: past, within 5 days, within 14 days, months
 * and years ahead), new trademark applications filed through the portal, and search requests.
 */

type Owner = 'customer' | 'company' | 'customer2';

export interface DemoIp {
  key: string;
  owner: Owner;
  type: 1 | 2;
  country: string;
  model_type: 'ip' | 'search';
  /** The mark (word / device) or invention title, kept in `description`. */
  title: string;
  applicant: string;
  filing_no?: string;
  application_no?: string;
  grant_no?: string;
  filing_date?: string | null;
  grant_date?: string | null;
  expiry_date?: string | null;
  classes?: number[];
  year_granted?: string;
  logo?: 'logo' | 'logo2' | 'specimen';
  createdDaysAgo: number;
}

const HAFIZ = 'Muhammad Hafiz bin Abdullah (trading as Senja Coffee Enterprise)';
const LION = 'Lion City Foods Pte. Ltd.';
const PRIYA = 'Priya a/p Subramaniam';

/** A trademark registered `terms` × 10 years before its expiry. */
function tm(expiry: string, terms = 1): { filing_date: string; expiry_date: string } {
  const [y, m, d] = expiry.split('-');
  return { filing_date: `${Number(y) - 10 * terms}-${m}-${d}`, expiry_date: expiry };
}

export function demoIps(): DemoIp[] {
  return [
    // Muhammad Hafiz (Malaysian individual)
    {
      key: 'kopi-senja-my',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'KOPI SENJA (word and device)',
      applicant: HAFIZ,
      filing_no: 'TM2013004512',
      ...tm(day(-20)),
      classes: [30, 43],
      logo: 'logo',
      createdDaysAgo: 480,
    },
    {
      key: 'senja-bakery-my',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'SENJA BAKERY',
      applicant: HAFIZ,
      filing_no: 'TM2016071234',
      ...tm(day(3)),
      classes: [30],
      createdDaysAgo: 470,
    },
    {
      key: 'senja-device-my',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'Senja sunset device',
      applicant: HAFIZ,
      filing_no: 'TM2016081190',
      ...tm(day(12)),
      classes: [43],
      logo: 'specimen',
      createdDaysAgo: 460,
    },
    {
      key: 'senja-patent-my',
      owner: 'customer',
      type: IP_TYPE.PATENT,
      country: 'MY',
      model_type: 'ip',
      title: 'Cold-brew coffee extraction apparatus with a reusable filter cartridge',
      applicant: HAFIZ,
      application_no: 'PI2018703456',
      grant_no: 'MY-182345-A',
      filing_date: '2018-08-14',
      grant_date: '2021-03-02',
      expiry_date: day(200),
      year_granted: '8th_year_granted',
      createdDaysAgo: 450,
    },
    {
      key: 'kopi-senja-id',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'ID',
      model_type: 'ip',
      title: 'KOPI SENJA',
      applicant: HAFIZ,
      filing_no: 'IDM000612345',
      ...tm(dayInYears(10, -60), 2),
      classes: [30],
      createdDaysAgo: 440,
    },
    {
      key: 'kopi-senja-cn',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'CN',
      model_type: 'ip',
      title: 'KOPI SENJA 森佳咖啡',
      applicant: HAFIZ,
      filing_no: '35123456',
      ...tm(day(-10)),
      classes: [30],
      createdDaysAgo: 430,
    },
    {
      key: 'kopi-senja-sg',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'SG',
      model_type: 'ip',
      title: 'KOPI SENJA',
      applicant: HAFIZ,
      filing_no: '40201704567R',
      ...tm(dayInYears(10, -75)),
      classes: [30, 43],
      createdDaysAgo: 420,
    },
    // Lion City Foods (Singapore company)
    {
      key: 'lion-city-sg',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'SG',
      model_type: 'ip',
      title: 'LION CITY FOODS (stylised)',
      applicant: LION,
      filing_no: '40201612345X',
      ...tm(day(60)),
      classes: [29, 30, 35],
      logo: 'logo2',
      createdDaysAgo: 400,
    },
    {
      key: 'merlion-crisps-sg',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'SG',
      model_type: 'ip',
      title: 'MERLION CRISPS',
      applicant: LION,
      filing_no: '40201609876T',
      ...tm(day(-45)),
      classes: [30],
      createdDaysAgo: 395,
    },
    {
      key: 'lion-patent-sg',
      owner: 'company',
      type: IP_TYPE.PATENT,
      country: 'SG',
      model_type: 'ip',
      title: 'Process for vacuum frying of fruit slices at low temperature',
      applicant: LION,
      application_no: '10201703456W',
      grant_no: '11201703456W',
      filing_date: '2017-04-27',
      grant_date: '2020-09-15',
      expiry_date: dayInYears(1, -70),
      year_granted: '7th_year_granted',
      createdDaysAgo: 390,
    },
    {
      key: 'lion-city-th',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'TH',
      model_type: 'ip',
      title: 'LION CITY',
      applicant: LION,
      filing_no: '181123456',
      ...tm(dayInYears(2, 40)),
      classes: [29],
      createdDaysAgo: 380,
    },
    {
      key: 'lion-city-my',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'LION CITY FOODS',
      applicant: LION,
      filing_no: 'TM2015012345',
      ...tm(dayInYears(10, -80), 2),
      classes: [29, 30],
      createdDaysAgo: 370,
    },
    {
      key: 'lion-city-jp',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'JP',
      model_type: 'ip',
      title: 'LION CITY ライオンシティ',
      applicant: LION,
      filing_no: '2016-123456',
      ...tm(day(150)),
      classes: [29, 30],
      createdDaysAgo: 365,
    },
    // Priya (Malaysian individual)
    {
      key: 'priya-spice-my',
      owner: 'customer2',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: "PRIYA'S SPICE KITCHEN",
      applicant: PRIYA,
      filing_no: 'TM2015009876',
      ...tm(day(25)),
      classes: [30],
      createdDaysAgo: 290,
    },
    {
      key: 'rasa-rani-my',
      owner: 'customer2',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'RASA RANI',
      applicant: PRIYA,
      filing_no: 'TM2014004321',
      ...tm(day(-100)),
      classes: [43],
      createdDaysAgo: 285,
    },
    {
      key: 'spice-rani-my',
      owner: 'customer2',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'SPICE RANI',
      applicant: PRIYA,
      filing_no: 'TM2005001122',
      ...tm(dayInYears(10, -100), 2),
      classes: [30],
      createdDaysAgo: 280,
    },
    // New trademark applications filed through the portal (service 2).
    {
      key: 'senja-roastery-my',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'SENJA ROASTERY',
      applicant: HAFIZ,
      filing_no: 'TM2025034567',
      filing_date: day(-44),
      expiry_date: null,
      classes: [30, 35],
      createdDaysAgo: 45,
    },
    {
      key: 'senja-roastery-id',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'ID',
      model_type: 'ip',
      title: 'SENJA ROASTERY',
      applicant: HAFIZ,
      filing_no: 'DID2025045678',
      filing_date: day(-195),
      expiry_date: null,
      classes: [30],
      createdDaysAgo: 200,
    },
    {
      key: 'senja-cn',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'CN',
      model_type: 'ip',
      title: '森佳 SENJA',
      applicant: HAFIZ,
      filing_no: '81234567',
      filing_date: day(-295),
      expiry_date: null,
      classes: [30],
      createdDaysAgo: 300,
    },
    {
      key: 'senja-brew-my',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'SENJA BREW',
      applicant: HAFIZ,
      filing_no: 'TM2024087654',
      filing_date: day(-415),
      expiry_date: null,
      classes: [30, 32],
      createdDaysAgo: 420,
    },
    {
      key: 'merlion-crisps-th',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'TH',
      model_type: 'ip',
      title: 'MERLION CRISPS',
      applicant: LION,
      filing_no: '250104567',
      filing_date: day(-175),
      expiry_date: null,
      classes: [30],
      createdDaysAgo: 180,
    },
    {
      key: 'lion-city-bakes-sg',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'SG',
      model_type: 'ip',
      title: 'LION CITY BAKES',
      applicant: LION,
      filing_no: '40202412345Y',
      filing_date: day(-325),
      expiry_date: dayInYears(10, -325),
      classes: [30, 43],
      createdDaysAgo: 330,
    },
    {
      key: 'rasa-rani-kitchen-my',
      owner: 'customer2',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'ip',
      title: 'RASA RANI KITCHEN',
      applicant: PRIYA,
      filing_no: 'TM2025009876',
      filing_date: day(-245),
      expiry_date: null,
      classes: [43],
      createdDaysAgo: 250,
    },
    // Search requests (model_type 'search').
    {
      key: 'senja-roasters-search',
      owner: 'customer',
      type: IP_TYPE.TRADEMARK,
      country: 'MY',
      model_type: 'search',
      title: 'Search: SENJA ROASTERS',
      applicant: HAFIZ,
      classes: [30],
      createdDaysAgo: 46,
    },
    {
      key: 'merlion-bites-search',
      owner: 'company',
      type: IP_TYPE.TRADEMARK,
      country: 'SG',
      model_type: 'search',
      title: 'Search: MERLION BITES',
      applicant: LION,
      classes: [29, 30],
      createdDaysAgo: 11,
    },
  ];
}

export const OWNER_EMAIL: Record<Owner, string> = {
  customer: DEMO_EMAILS.customer,
  company: DEMO_EMAILS.company,
  customer2: DEMO_EMAILS.customer2,
};

/** The natural key of a demo IP record (type + country + filing/application no, else owner + title). */
async function ipWhere(db: SeedDb, ip: DemoIp): Promise<Row> {
  const country_id = await countryId(db, ip.country);
  if (ip.filing_no) return { type_id: ip.type, country_id, filing_no: ip.filing_no };
  if (ip.application_no) return { type_id: ip.type, country_id, application_no: ip.application_no };
  return { user_id: await userId(db, OWNER_EMAIL[ip.owner]), model_type: ip.model_type, country_id, description: ip.title };
}

export function demoIp(key: string): DemoIp {
  const ip = demoIps().find((candidate) => candidate.key === key);
  if (!ip) throw new Error(`Demo seed: unknown demo IP ${key}`);
  return ip;
}

/** The id of the demo IP `key` (created by this seed). */
export async function demoIpId(db: SeedDb, key: string): Promise<number> {
  return db.requireId('ips', await ipWhere(db, demoIp(key)));
}

/** "Class 30 – Coffee, tea…; Class 43 – …" from the reference class names when present. */
export async function classNames(db: SeedDb, classes: readonly number[]): Promise<string> {
  const names: string[] = [];
  for (const no of classes) {
    const row = await db.find<{ name_en: string }>('class_names', { id: no });
    names.push(row?.name_en ? `Class ${no} – ${row.name_en}` : `Class ${no}`);
  }
  return names.join('; ');
}

export const demoPortfolioSeed: SeedModule = {
  async run({ sequelize }, transaction) {
    const db = new SeedDb(sequelize, transaction);
    for (const ip of demoIps()) {
      const where = await ipWhere(db, ip);
      if ((await db.findId('ips', where)) !== null) continue;
      const created = at(-ip.createdDaysAgo, 3);
      await db.insert('ips', {
        ...where,
        user_id: await userId(db, OWNER_EMAIL[ip.owner]),
        type_id: ip.type,
        country_id: await countryId(db, ip.country),
        model_type: ip.model_type,
        filing_no: ip.filing_no ?? null,
        application_no: ip.application_no ?? null,
        grant_no: ip.grant_no ?? null,
        filing_date: ip.filing_date ?? null,
        grant_date: ip.grant_date ?? null,
        expiry_date: ip.expiry_date ?? null,
        application_name: ip.applicant,
        multiclass_no: ip.classes ? ip.classes.length : null,
        multiclass_name: ip.classes ? await classNames(db, ip.classes) : null,
        latest_application_year_granted: ip.year_granted ?? null,
        path: ip.logo ? DEMO_FILES[ip.logo].key : null,
        is_english_only: ip.type === IP_TYPE.TRADEMARK && /^[A-Z0-9 '()&.,-]+$/i.test(ip.title),
        is_read: ip.createdDaysAgo > 30,
        status: 1,
        selected_years: ip.year_granted ? [{ year_granted: ip.year_granted }] : null,
        description: ip.title,
        created_at: created,
        updated_at: created,
      });
    }
  },
};
