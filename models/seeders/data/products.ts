import { IP_TYPE, SERVICE, type IpTypeId } from '../../src/constants/index';
import type { Charge, CostMap, ValidationRules } from '../../src/schemas/product-costs';
import { COUNTRIES } from './countries';

/**
 * The catalogue: one product per country in service, each with six product_services
 * (search / application / renewal × trademark / patent). Amounts are MYR money strings in the
 * shape of `models/src/schemas/product-costs.ts` (G-01, G-56):
 *
 *   processing_costs  official office fees, roughly each office's 2024–2025 fee level converted
 *                     to MYR (1 SGD ≈ 3.45, 1 USD ≈ 4.5, 1 CNY ≈ 0.63, 1 HKD ≈ 0.58, 1 TWD ≈ 0.14,
 *                     100 JPY ≈ 3.0, 1000 KRW ≈ 3.3, 1000 IDR ≈ 0.28, 1 THB ≈ 0.13, 1 PHP ≈ 0.08,
 *                     1000 VND ≈ 0.18); a patent application/renewal assumes a typical filing
 *                     (about 10 claims, one invention). Late tiers:
 *                       late_6m_per_class  surcharge per class added within `grace_months` after expiry;
 *                       late_1y_per_class  restoration fee per class added after the grace period and
 *                                          within `restoration_months` ("0.00" where the office has no
 *                                          restoration; restoration_months is then 0);
 *                       per_goods          Thailand only (goods_count_country_ids): office fee per item of
 *                                          goods/services (no_of_goods), added to the per-class fee;
 *                       overdue_surcharge_percent  patent annuity paid inside the 6-month grace.
 *   service_costs     the firm's fee. Trademark search in Malaysia, 1 class = 0.00 + 9.90 + 0.00
 *                     = RM 9.90: the cheapest computable line ("from 9.90"); a test keeps it so.
 *   agent_costs       a reference figure of the agent's share: 60 % of the matching service-fee key
 *                     (settlements do not read it — ADR 047).
 *
 * South Korea's trademark renewal has the fixed charge line [{label: 'Charges', cost: '0.00'}]
 * (CAT-13). Late (expired-tier) renewal is not sold in Indonesia and the Philippines
 * (late_enabled = false on their renewal services) — "Current service is not available".
 * late_enabled is false on search and application services (no late tier exists there).
 */
export interface DictionaryEntry {
  label: string;
  name: string;
}

export interface DocumentSeed {
  title: string;
  body: string;
}

export interface ProductServiceSeed {
  service_id: typeof SERVICE.SEARCH | typeof SERVICE.APPLICATION | typeof SERVICE.RENEWAL;
  type_id: IpTypeId;
  processing_costs: CostMap;
  service_costs: CostMap;
  agent_costs: CostMap;
  child_label: string[];
  parent_label: string | null;
  charges: Charge[] | null;
  status: 1;
  enabled: boolean;
  late_enabled: boolean;
  documents: DocumentSeed[];
}

export interface ProductSeed {
  iso2: string;
  country_id: number;
  type: null;
  service: null;
  status_id: 1;
  is_active: true;
  validation_rules: ValidationRules;
  dictionaries: DictionaryEntry[];
  services: ProductServiceSeed[];
}

/** [from year, to year, MYR per year] */
type Band = [number, number, number];

interface CountryPricing {
  iso2: string;
  office: string;
  /** Label of the trademark number in that office's register. */
  tmNumberLabel: string;
  lateEnabled: boolean;
  restorationMonths: number;
  tm: {
    searchOfficial: number;
    searchService: [base: number, perClass: number];
    applicationOfficial: number;
    applicationService: [base: number, perClass: number];
    renewalOfficial: { per_class: number; late_6m_per_class: number; late_1y_per_class: number; per_goods?: number };
    renewalService: [base: number, perClass: number];
    charges?: Charge[];
  };
  pt: {
    searchOfficial: number;
    searchService: number;
    applicationOfficial: number;
    applicationService: number;
    annuities: Band[];
    overdueSurchargePercent: number;
    renewalService: { per_year: number; near_due: number };
  };
  /** Extra sentence on the renewal documents (office practice). */
  tmDocumentNote: string;
}

const PRICING: CountryPricing[] = [
  {
    iso2: 'MY',
    office: 'MyIPO',
    tmNumberLabel: 'Trademark No.',
    lateEnabled: true,
    restorationMonths: 12,
    tm: {
      searchOfficial: 0,
      searchService: [9.9, 0],
      applicationOfficial: 950,
      applicationService: [450, 150],
      renewalOfficial: { per_class: 1050, late_6m_per_class: 250, late_1y_per_class: 1300 },
      renewalService: [350, 100],
    },
    pt: {
      searchOfficial: 0,
      searchService: 450,
      applicationOfficial: 2290,
      applicationService: 3500,
      annuities: [
        [2, 5, 300],
        [6, 10, 600],
        [11, 15, 1200],
        [16, 20, 2000],
      ],
      overdueSurchargePercent: 100,
      renewalService: { per_year: 180, near_due: 150 },
    },
    tmDocumentNote: 'MyIPO accepts renewal by a registered trademark agent; no notarisation or legalisation is needed.',
  },
  {
    iso2: 'SG',
    office: 'IPOS',
    tmNumberLabel: 'Trade Mark No.',
    lateEnabled: true,
    restorationMonths: 12,
    tm: {
      searchOfficial: 0,
      searchService: [49, 25],
      applicationOfficial: 1180,
      applicationService: [550, 180],
      renewalOfficial: { per_class: 1310, late_6m_per_class: 170, late_1y_per_class: 690 },
      renewalService: [380, 120],
    },
    pt: {
      searchOfficial: 0,
      searchService: 650,
      applicationOfficial: 7500,
      applicationService: 4200,
      annuities: [
        [2, 4, 0],
        [5, 7, 600],
        [8, 10, 850],
        [11, 15, 1450],
        [16, 20, 2400],
      ],
      overdueSurchargePercent: 50,
      renewalService: { per_year: 220, near_due: 180 },
    },
    tmDocumentNote: 'IPOS accepts renewal by any person on the proprietor’s behalf; no power of attorney is filed.',
  },
  {
    iso2: 'ID',
    office: 'DJKI',
    tmNumberLabel: 'Registration No.',
    lateEnabled: false,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [39, 20],
      applicationOfficial: 500,
      applicationService: [420, 140],
      renewalOfficial: { per_class: 630, late_6m_per_class: 320, late_1y_per_class: 0 },
      renewalService: [330, 110],
    },
    pt: {
      searchOfficial: 0,
      searchService: 400,
      applicationOfficial: 350,
      applicationService: 3200,
      annuities: [
        [2, 5, 280],
        [6, 10, 560],
        [11, 15, 1120],
        [16, 20, 1960],
      ],
      overdueSurchargePercent: 50,
      renewalService: { per_year: 170, near_due: 120 },
    },
    tmDocumentNote: 'DJKI requires a power of attorney signed by the proprietor and a signed statement that the mark is still in use.',
  },
  {
    iso2: 'TH',
    office: 'DIP',
    tmNumberLabel: 'Registration No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [39, 20],
      applicationOfficial: 650,
      applicationService: [420, 140],
      renewalOfficial: { per_class: 0, late_6m_per_class: 130, late_1y_per_class: 0, per_goods: 260 },
      renewalService: [330, 110],
    },
    pt: {
      searchOfficial: 0,
      searchService: 400,
      applicationOfficial: 250,
      applicationService: 3000,
      annuities: [
        [2, 4, 0],
        [5, 10, 260],
        [11, 15, 780],
        [16, 20, 1560],
      ],
      overdueSurchargePercent: 30,
      renewalService: { per_year: 160, near_due: 120 },
    },
    tmDocumentNote:
      'The DIP charges per item of goods or services: please state the number of items in the registration. A notarised power of attorney is required.',
  },
  {
    iso2: 'PH',
    office: 'IPOPHL',
    tmNumberLabel: 'Registration No.',
    lateEnabled: false,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [39, 20],
      applicationOfficial: 220,
      applicationService: [400, 130],
      renewalOfficial: { per_class: 250, late_6m_per_class: 125, late_1y_per_class: 0 },
      renewalService: [320, 100],
    },
    pt: {
      searchOfficial: 0,
      searchService: 400,
      applicationOfficial: 350,
      applicationService: 3000,
      annuities: [
        [2, 4, 0],
        [5, 10, 400],
        [11, 15, 900],
        [16, 20, 1500],
      ],
      overdueSurchargePercent: 50,
      renewalService: { per_year: 160, near_due: 120 },
    },
    tmDocumentNote:
      'IPOPHL also requires a Declaration of Actual Use with evidence of use; please supply recent labels, photographs or invoices.',
  },
  {
    iso2: 'VN',
    office: 'IP Viet Nam',
    tmNumberLabel: 'Certificate No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [39, 20],
      applicationOfficial: 180,
      applicationService: [400, 130],
      renewalOfficial: { per_class: 145, late_6m_per_class: 75, late_1y_per_class: 0 },
      renewalService: [320, 100],
    },
    pt: {
      searchOfficial: 0,
      searchService: 400,
      applicationOfficial: 300,
      applicationService: 3000,
      annuities: [
        [2, 5, 110],
        [6, 10, 270],
        [11, 15, 540],
        [16, 20, 800],
      ],
      overdueSurchargePercent: 60,
      renewalService: { per_year: 150, near_due: 120 },
    },
    tmDocumentNote: 'IP Viet Nam requires a power of attorney signed by the proprietor (no notarisation).',
  },
  {
    iso2: 'BN',
    office: 'BruIPO',
    tmNumberLabel: 'Trade Mark No.',
    lateEnabled: true,
    restorationMonths: 12,
    tm: {
      searchOfficial: 0,
      searchService: [49, 25],
      applicationOfficial: 680,
      applicationService: [480, 150],
      renewalOfficial: { per_class: 1020, late_6m_per_class: 340, late_1y_per_class: 680 },
      renewalService: [360, 110],
    },
    pt: {
      searchOfficial: 0,
      searchService: 500,
      applicationOfficial: 1200,
      applicationService: 3500,
      annuities: [
        [2, 5, 340],
        [6, 10, 680],
        [11, 15, 1360],
        [16, 20, 2040],
      ],
      overdueSurchargePercent: 50,
      renewalService: { per_year: 190, near_due: 150 },
    },
    tmDocumentNote: 'BruIPO requires an authorisation of agent signed by the proprietor.',
  },
  {
    iso2: 'CN',
    office: 'CNIPA',
    tmNumberLabel: 'Registration No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [39, 20],
      applicationOfficial: 170,
      applicationService: [380, 120],
      renewalOfficial: { per_class: 285, late_6m_per_class: 160, late_1y_per_class: 0 },
      renewalService: [300, 100],
    },
    pt: {
      searchOfficial: 0,
      searchService: 500,
      applicationOfficial: 600,
      applicationService: 3800,
      annuities: [
        [2, 3, 565],
        [4, 6, 755],
        [7, 9, 1260],
        [10, 12, 2520],
        [13, 15, 3780],
        [16, 20, 5040],
      ],
      overdueSurchargePercent: 25,
      renewalService: { per_year: 200, near_due: 150 },
    },
    tmDocumentNote:
      'CNIPA requires a power of attorney signed by the proprietor and, for foreign proprietors, a copy of the proprietor’s identity or incorporation document.',
  },
  {
    iso2: 'HK',
    office: 'IPD',
    tmNumberLabel: 'Trade Mark No.',
    lateEnabled: true,
    restorationMonths: 12,
    tm: {
      searchOfficial: 0,
      searchService: [49, 25],
      applicationOfficial: 1160,
      applicationService: [520, 160],
      renewalOfficial: { per_class: 1510, late_6m_per_class: 350, late_1y_per_class: 1160 },
      renewalService: [380, 120],
    },
    pt: {
      searchOfficial: 0,
      searchService: 550,
      applicationOfficial: 1000,
      applicationService: 4000,
      annuities: [
        [2, 3, 0],
        [4, 5, 175],
        [6, 10, 410],
        [11, 15, 700],
        [16, 20, 1160],
      ],
      overdueSurchargePercent: 50,
      renewalService: { per_year: 200, near_due: 150 },
    },
    tmDocumentNote: 'The IPD accepts renewal by an agent with a Hong Kong address for service; no power of attorney is filed.',
  },
  {
    iso2: 'TW',
    office: 'TIPO',
    tmNumberLabel: 'Registration No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [49, 25],
      applicationOfficial: 420,
      applicationService: [450, 140],
      renewalOfficial: { per_class: 560, late_6m_per_class: 560, late_1y_per_class: 0 },
      renewalService: [350, 110],
    },
    pt: {
      searchOfficial: 0,
      searchService: 550,
      applicationOfficial: 1260,
      applicationService: 3800,
      annuities: [
        [2, 3, 350],
        [4, 6, 700],
        [7, 9, 1120],
        [10, 20, 2240],
      ],
      overdueSurchargePercent: 20,
      renewalService: { per_year: 200, near_due: 150 },
    },
    tmDocumentNote: 'TIPO requires a power of attorney signed by the proprietor.',
  },
  {
    iso2: 'JP',
    office: 'JPO',
    tmNumberLabel: 'Registration No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [69, 30],
      applicationOfficial: 1350,
      applicationService: [600, 200],
      renewalOfficial: { per_class: 1310, late_6m_per_class: 1310, late_1y_per_class: 0 },
      renewalService: [420, 140],
    },
    pt: {
      searchOfficial: 0,
      searchService: 800,
      applicationOfficial: 5800,
      applicationService: 4500,
      annuities: [
        [2, 3, 0],
        [4, 6, 430],
        [7, 9, 1030],
        [10, 20, 2470],
      ],
      overdueSurchargePercent: 100,
      renewalService: { per_year: 250, near_due: 200 },
    },
    tmDocumentNote: 'The JPO accepts renewal through a Japanese patent attorney; no power of attorney is needed for renewal.',
  },
  {
    iso2: 'KR',
    office: 'KIPO',
    tmNumberLabel: 'Registration No.',
    lateEnabled: true,
    restorationMonths: 0,
    tm: {
      searchOfficial: 0,
      searchService: [59, 30],
      applicationOfficial: 870,
      applicationService: [550, 180],
      renewalOfficial: { per_class: 1020, late_6m_per_class: 150, late_1y_per_class: 0 },
      renewalService: [400, 130],
      charges: [{ label: 'Charges', cost: '0.00' }],
    },
    pt: {
      searchOfficial: 0,
      searchService: 700,
      applicationOfficial: 2300,
      applicationService: 4200,
      annuities: [
        [2, 3, 0],
        [4, 6, 500],
        [7, 9, 960],
        [10, 12, 1700],
        [13, 20, 2100],
      ],
      overdueSurchargePercent: 15,
      renewalService: { per_year: 230, near_due: 180 },
    },
    tmDocumentNote: 'KIPO requires a general power of attorney signed by the proprietor (no notarisation).',
  },
];

const money = (amount: number): string => amount.toFixed(2);
/** The agent's share of a service fee: 60 %, to the cent. */
const agentShare = (amount: number): string => (Math.round(amount * 100 * 0.6) / 100).toFixed(2);

function annuities(bands: Band[]): CostMap {
  const costs: CostMap = {};
  for (let year = 2; year <= 20; year++) {
    const band = bands.find(([from, to]) => year >= from && year <= to);
    if (!band) throw new Error(`No annuity band for year ${year}`);
    costs[`year_${year}`] = money(band[2]);
  }
  return costs;
}

function countryOf(iso2: string) {
  const country = COUNTRIES.find((c) => c.iso2 === iso2);
  if (!country) throw new Error(`Unknown country ${iso2}`);
  return country;
}

function trademarkRenewalDocument(countryName: string, p: CountryPricing): DocumentSeed {
  return {
    title: `Documents for a trademark renewal in ${countryName}`,
    body: [
      `To renew your trademark with the ${p.office} we need:`,
      '1. A copy of the registration certificate (or the last renewal certificate) showing the registration number, classes and expiry date.',
      '2. The registered proprietor’s full name and address exactly as recorded in the register; if they have changed, the documents proving the change (a recordal may be needed first).',
      '3. The supporting document (SD) generated from your order, signed by an authorised signatory of the proprietor and uploaded back to the order.',
      `4. ${p.tmDocumentNote}`,
      'We file as soon as the documents are complete; renewals filed after the expiry date attract the late fee shown in the price.',
    ].join('\n'),
  };
}

function patentRenewalDocument(countryName: string, p: CountryPricing): DocumentSeed {
  return {
    title: `Documents for a patent annuity payment in ${countryName}`,
    body: [
      `To pay your patent annuity with the ${p.office} we need:`,
      '1. The patent (grant) number and the application number.',
      '2. A copy of the grant certificate or of the latest annuity receipt.',
      '3. The proprietor’s full name as recorded in the register.',
      '4. The supporting document (SD) generated from your order, signed by the proprietor, where the office requires an authorisation.',
      'Annuities paid after the due date attract the office’s surcharge shown in the price; after the grace period the patent lapses.',
    ].join('\n'),
  };
}

function buildProduct(p: CountryPricing): ProductSeed {
  const country = countryOf(p.iso2);
  const { tm, pt } = p;
  const renewalProcessing: CostMap = {
    per_class: money(tm.renewalOfficial.per_class),
    late_6m_per_class: money(tm.renewalOfficial.late_6m_per_class),
    late_1y_per_class: money(tm.renewalOfficial.late_1y_per_class),
    ...(tm.renewalOfficial.per_goods === undefined ? {} : { per_goods: money(tm.renewalOfficial.per_goods) }),
  };
  const common = { status: 1 as const, enabled: true };
  const services: ProductServiceSeed[] = [
    {
      service_id: SERVICE.SEARCH,
      type_id: IP_TYPE.TRADEMARK,
      processing_costs: { per_class: money(tm.searchOfficial) },
      service_costs: { base: money(tm.searchService[0]), per_class: money(tm.searchService[1]) },
      agent_costs: { base: agentShare(tm.searchService[0]), per_class: agentShare(tm.searchService[1]) },
      child_label: ['Official search fee', 'Service fee'],
      parent_label: null,
      charges: null,
      ...common,
      late_enabled: false,
      documents: [],
    },
    {
      service_id: SERVICE.APPLICATION,
      type_id: IP_TYPE.TRADEMARK,
      processing_costs: { per_class: money(tm.applicationOfficial) },
      service_costs: { base: money(tm.applicationService[0]), per_class: money(tm.applicationService[1]) },
      agent_costs: { base: agentShare(tm.applicationService[0]), per_class: agentShare(tm.applicationService[1]) },
      child_label: ['Official filing fee', 'Service fee'],
      parent_label: null,
      charges: null,
      ...common,
      late_enabled: false,
      documents: [],
    },
    {
      service_id: SERVICE.RENEWAL,
      type_id: IP_TYPE.TRADEMARK,
      processing_costs: renewalProcessing,
      service_costs: { base: money(tm.renewalService[0]), per_class: money(tm.renewalService[1]) },
      agent_costs: { base: agentShare(tm.renewalService[0]), per_class: agentShare(tm.renewalService[1]) },
      child_label: [
        'Official renewal fee',
        ...(tm.renewalOfficial.per_goods === undefined ? [] : ['Official fee per item of goods']),
        'Late renewal surcharge',
        'Restoration fee',
        'Service fee',
      ],
      parent_label: 'Trademark renewal',
      charges: tm.charges ?? null,
      ...common,
      late_enabled: p.lateEnabled,
      documents: [trademarkRenewalDocument(country.name, p)],
    },
    {
      service_id: SERVICE.SEARCH,
      type_id: IP_TYPE.PATENT,
      processing_costs: { base: money(pt.searchOfficial) },
      service_costs: { base: money(pt.searchService) },
      agent_costs: { base: agentShare(pt.searchService) },
      child_label: ['Official search fee', 'Service fee'],
      parent_label: null,
      charges: null,
      ...common,
      late_enabled: false,
      documents: [],
    },
    {
      service_id: SERVICE.APPLICATION,
      type_id: IP_TYPE.PATENT,
      processing_costs: { base: money(pt.applicationOfficial) },
      service_costs: { base: money(pt.applicationService) },
      agent_costs: { base: agentShare(pt.applicationService) },
      child_label: ['Official filing and examination fees', 'Service fee'],
      parent_label: null,
      charges: null,
      ...common,
      late_enabled: false,
      documents: [],
    },
    {
      service_id: SERVICE.RENEWAL,
      type_id: IP_TYPE.PATENT,
      processing_costs: { ...annuities(pt.annuities), overdue_surcharge_percent: money(pt.overdueSurchargePercent) },
      service_costs: { per_year: money(pt.renewalService.per_year), near_due: money(pt.renewalService.near_due) },
      agent_costs: { per_year: agentShare(pt.renewalService.per_year) },
      child_label: ['Official annuity', 'Overdue surcharge', 'Urgency fee', 'Service fee'],
      parent_label: 'Patent renewal (annuity)',
      charges: null,
      ...common,
      late_enabled: p.lateEnabled,
      documents: [patentRenewalDocument(country.name, p)],
    },
  ];
  return {
    iso2: p.iso2,
    country_id: country.id,
    type: null,
    service: null,
    status_id: 1,
    is_active: true,
    validation_rules: {
      max_classes: 45,
      renewal_term_years: 10,
      grace_months: 6,
      restoration_months: p.restorationMonths,
      patent_max_year: 20,
      min_days_before_expiry: 14,
    },
    dictionaries: [
      { label: p.tmNumberLabel, name: 'filing_no' },
      { label: 'Application No.', name: 'application_no' },
      { label: 'Patent No.', name: 'grant_no' },
      { label: 'Registered Proprietor', name: 'application_name' },
      { label: 'Filing Date', name: 'filing_date' },
      { label: 'Grant Date', name: 'grant_date' },
      { label: 'Expiry Date', name: 'expiry_date' },
      { label: 'Number of Classes', name: 'multiclass_no' },
      ...(p.iso2 === 'TH' ? [{ label: 'Number of Goods', name: 'no_of_goods' }] : []),
    ],
    services,
  };
}

export const PRODUCTS: readonly ProductSeed[] = PRICING.map(buildProduct);
