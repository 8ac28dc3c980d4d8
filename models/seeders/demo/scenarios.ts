import { APPLICATION_STATUS as S, SERVICE } from '../../src/constants/index';
import type { DemoFileName } from './files';

/**
 * The demo orders and the applications they created, told as a few believable stories. Every
 * application status 1–15 but Renewal Notification (14, a label on the IP record since issue 13, G-31)
 * appears at least once; every settlement proof state (§2.33) appears
 * on a Completed application. Amounts are in sen (RM × 100).
 */

export type AgentKey = 'agent' | 'agent2';
export type Owner = 'customer' | 'company' | 'customer2';
export type SettlementState =
  | 'pending_upload'
  | 'pending_validate'
  | 'pending_reupload'
  | 'pending_payment_verification'
  | 'validated'
  | 'settled_bank'
  | 'settled_paypal';

export interface DemoFileRef {
  file: DemoFileName;
  description: string;
  /** 0 hidden, 1 visible, 2 not changeable (§2.35). */
  status: 0 | 1 | 2;
  by: AgentKey | 'admin';
}

export interface DemoApplicationSpec {
  /** Stable label used by later seeds to find the application (by its reference). */
  label: string;
  status: number;
  agent: AgentKey | null;
  rating?: { stars: number; review: string | null; anonymous: boolean; daysAgo: number };
  acknowledged?: boolean;
  certificateReadyDaysAgo?: number;
  completedDaysAgo?: number;
  deliveredDaysAgo?: number;
  /** Oldest first; [days ago, message, actor]. The actor 'agent' means the assigned agent. */
  history: [number, string, ('agent' | 'admin' | 'system')?, DemoFileName?][];
  files?: DemoFileRef[];
  settlement?: SettlementState;
  opposition?: [number, string, DemoFileName | null][];
  partners?: string[];
  /** Classification terms for search / application requests. */
  terms?: { class_no: number; term: string; goods: string }[];
}

export interface DemoLineSpec {
  ip: string;
  service: number;
  fee_type: string;
  fee: number;
  agent_cost: number;
  /** The overdue surcharge, in sen: a part of `fee` (what the line costs), never added to it. */
  additional_fee?: number;
  selected_years?: string[];
  /** The application this line created; absent on delivery lines and on a failed order. */
  app?: DemoApplicationSpec;
  /** Delivery lines (service 4): the label of the application whose documents are posted. */
  deliveryFor?: string;
  delivery?: { state: 'pending' | 'delivering' | 'delivered'; courier?: string; tracking_no?: string; deliveredDaysAgo?: number };
}

export interface DemoOrderSpec {
  label: string;
  owner: Owner;
  method: 'stripe' | 'paypal' | 'paylater' | 'bypass';
  state: 'paid' | 'pending' | 'cancelled' | 'failed';
  daysAgo: number;
  slip?: 'submitted' | 'verified' | 'rejected';
  voucher?: string;
  lines: DemoLineSpec[];
}

const R = SERVICE.RENEWAL;
const A = SERVICE.APPLICATION;
const Q = SERVICE.SEARCH;
const D = SERVICE.DELIVERY;

export const DEMO_ORDERS: readonly DemoOrderSpec[] = [
  {
    label: 'customer-id-renewal',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 60,
    lines: [
      {
        ip: 'kopi-senja-id',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 240_000,
        agent_cost: 150_000,
        app: {
          label: 'completed-rated',
          status: S.COMPLETED,
          agent: 'agent',
          rating: {
            stars: 5,
            review:
              'Very smooth renewal for our Indonesian mark. Mr Lim kept me updated at every step and the certificate arrived earlier than expected. Highly recommended!',
            anonymous: false,
            daysAgo: 30,
          },
          acknowledged: true,
          certificateReadyDaysAgo: 40,
          deliveredDaysAgo: 33,
          completedDaysAgo: 30,
          history: [
            [59, 'Payment received. I have taken over this renewal and requested the renewal form from our associate in Jakarta.', 'agent'],
            [52, 'Renewal application filed with DJKI. Official filing receipt uploaded for your records.', 'agent', 'filingReceipt'],
            [40, 'The renewal has been recorded. The certificate of renewal is now ready for download.', 'agent', 'certificateRenewal'],
            [33, 'Original certificate delivered by courier.', 'agent'],
            [30, 'Thank you for your rating. This renewal is now complete.', 'agent'],
          ],
          files: [
            { file: 'filingReceipt', description: 'DJKI renewal filing receipt', status: 1, by: 'agent' },
            { file: 'certificateRenewal', description: 'Certificate of renewal (Indonesia)', status: 2, by: 'agent' },
            { file: 'internalNote', description: 'Agent working note (official fee payment)', status: 0, by: 'agent' },
          ],
          settlement: 'settled_bank',
        },
      },
    ],
  },
  {
    label: 'customer-my-search-and-filing',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 46,
    lines: [
      {
        ip: 'senja-roasters-search',
        service: Q,
        fee_type: 'search',
        fee: 35_000,
        agent_cost: 12_000,
        app: {
          label: 'completed-search',
          status: S.COMPLETED,
          agent: 'agent',
          certificateReadyDaysAgo: 42,
          completedDaysAgo: 28,
          history: [
            [45, 'Search request received. I will search the MyIPO register for identical and similar marks in class 30.', 'agent'],
            [42, 'Search report uploaded: two similar marks found, neither identical. In my opinion SENJA ROASTERS is registrable.', 'agent', 'searchReport'],
            [28, 'No response within 14 days; the search has been completed automatically.', 'system'],
          ],
          files: [{ file: 'searchReport', description: 'Trade mark search report – SENJA ROASTERS', status: 2, by: 'agent' }],
          terms: [{ class_no: 30, term: 'Coffee', goods: 'Coffee; roasted coffee beans; coffee-based beverages; coffee capsules' }],
          settlement: 'pending_upload',
        },
      },
      {
        ip: 'senja-roastery-my',
        service: A,
        fee_type: 'application',
        fee: 330_000,
        agent_cost: 190_000,
        app: {
          label: 'filed',
          status: S.FILED,
          agent: 'agent',
          history: [
            [45, 'Application details checked. I will file in classes 30 and 35 in the name of Senja Coffee Enterprise.', 'agent'],
            [44, 'Filed with MyIPO under TM2025034567. The filing receipt is uploaded; examination usually starts within 3–6 months.', 'agent', 'filingReceipt'],
          ],
          files: [{ file: 'filingReceipt', description: 'MyIPO filing receipt TM2025034567', status: 2, by: 'agent' }],
          partners: ['Nur Aisyah binti Kamal'],
          terms: [
            { class_no: 30, term: 'Coffee', goods: 'Coffee; coffee beans; ground coffee; coffee-based beverages' },
            { class_no: 35, term: 'Retail services', goods: 'Online retail services for coffee, coffee machines and accessories' },
          ],
        },
      },
    ],
  },
  {
    label: 'customer-my-renewal-notice',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 20,
    lines: [
      {
        ip: 'senja-device-my',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 185_000,
        agent_cost: 105_000,
        app: {
          label: 'renewal-notification',
          // Renewal Notification is a label on the IP now (G-31), not a status: the agent is working it.
          status: S.IN_PROGRESS,
          agent: 'agent',
          history: [
            [19, 'Renewal order received. I will monitor the MyIPO renewal window for this mark.', 'agent'],
            [6, 'MyIPO has issued the renewal notice; the renewal window is open and the mark expires in less than 2 weeks. Filing this week.', 'agent'],
          ],
        },
      },
    ],
  },
  {
    label: 'customer-my-opposition',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 420,
    lines: [
      {
        ip: 'senja-brew-my',
        service: A,
        fee_type: 'application',
        fee: 330_000,
        agent_cost: 190_000,
        app: {
          label: 'opposition',
          status: S.OPPOSITION,
          agent: 'agent',
          history: [
            [415, 'Filed with MyIPO under TM2024087654.', 'agent', 'filingReceipt'],
            [300, 'Examination completed without objection; the application is accepted for advertisement.', 'agent'],
            [200, 'Advertised in the Government Gazette. The 2-month opposition period has started.', 'agent', 'gazetteNotice'],
            [150, 'A notice of opposition has been filed by Brew Brothers Sdn. Bhd. I have uploaded the notice; please call me to discuss.', 'agent', 'oppositionNotice'],
            [110, 'Counter-statement filed on your behalf.', 'agent', 'counterStatement'],
            [40, 'Statutory declaration with evidence of use filed. Waiting for the opponent’s reply evidence.', 'agent', 'oppositionEvidence'],
          ],
          files: [
            { file: 'filingReceipt', description: 'MyIPO filing receipt TM2024087654', status: 2, by: 'agent' },
            { file: 'gazetteNotice', description: 'Gazette publication', status: 1, by: 'agent' },
            { file: 'oppositionNotice', description: 'Notice of opposition (Form TM 7)', status: 1, by: 'agent' },
          ],
          opposition: [
            [150, 'Notice of Opposition received', 'oppositionNotice'],
            [110, 'Counter-statement filed', 'counterStatement'],
            [40, 'Evidence filed', 'oppositionEvidence'],
          ],
          partners: ['Nur Aisyah binti Kamal'],
          terms: [
            { class_no: 30, term: 'Coffee', goods: 'Coffee; iced coffee; coffee-based beverages' },
            { class_no: 32, term: 'Non-alcoholic beverages', goods: 'Cold brew beverages; energy drinks' },
          ],
        },
      },
    ],
  },
  {
    label: 'customer-my-patent-annuity',
    owner: 'customer',
    method: 'paylater',
    state: 'paid',
    slip: 'verified',
    daysAgo: 90,
    lines: [
      {
        ip: 'senja-patent-my',
        service: R,
        fee_type: 'pt_not_due',
        fee: 120_000,
        agent_cost: 65_000,
        selected_years: ['8th_year_granted'],
        app: {
          label: 'completed-patent',
          status: S.COMPLETED,
          agent: 'agent',
          certificateReadyDaysAgo: 70,
          completedDaysAgo: 56,
          history: [
            [86, 'Bank transfer verified. I will pay the 8th-year renewal fee at MyIPO.', 'agent'],
            [70, 'Renewal fee paid; the official receipt is uploaded.', 'agent', 'patentAnnuityReceipt'],
            [56, 'Completed automatically 14 days after the receipt was issued.', 'system'],
          ],
          files: [{ file: 'patentAnnuityReceipt', description: 'MyIPO receipt – 8th year renewal fee', status: 2, by: 'agent' }],
          settlement: 'pending_validate',
        },
      },
    ],
  },
  {
    label: 'customer-sg-bypass',
    owner: 'customer',
    method: 'bypass',
    state: 'paid',
    daysAgo: 75,
    lines: [
      {
        ip: 'kopi-senja-sg',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 330_000,
        agent_cost: 220_000,
        app: {
          label: 'completed-bypass',
          status: S.COMPLETED,
          agent: 'agent',
          certificateReadyDaysAgo: 55,
          completedDaysAgo: 41,
          history: [
            [74, 'Order received (bypass). Renewal instructions sent to our Singapore associate.', 'agent'],
            [55, 'IPOS has renewed the registration for 10 years. Certificate uploaded.', 'agent', 'certificateRenewal'],
            [41, 'Completed automatically 14 days after the certificate was issued.', 'system'],
          ],
          files: [{ file: 'certificateRenewal', description: 'IPOS renewal certificate', status: 2, by: 'agent' }],
          settlement: 'pending_payment_verification',
        },
      },
    ],
  },
  {
    label: 'customer-id-filing',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 200,
    lines: [
      {
        ip: 'senja-roastery-id',
        service: A,
        fee_type: 'application',
        fee: 280_000,
        agent_cost: 170_000,
        app: {
          label: 'official-action',
          status: S.OFFICIAL_ACTION,
          agent: 'agent',
          history: [
            [195, 'Filed with DJKI through our Jakarta associate under DID2025045678.', 'agent', 'filingReceipt'],
            [12, 'DJKI has issued an official action citing a similar earlier mark. I recommend filing a response with arguments; deadline in 2 months.', 'agent', 'officialAction'],
          ],
          files: [
            { file: 'filingReceipt', description: 'DJKI filing receipt', status: 2, by: 'agent' },
            { file: 'officialAction', description: 'Official action (substantive examination)', status: 1, by: 'agent' },
          ],
          terms: [{ class_no: 30, term: 'Coffee', goods: 'Coffee; roasted coffee beans' }],
        },
      },
    ],
  },
  {
    label: 'customer-cn-filing',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 300,
    lines: [
      {
        ip: 'senja-cn',
        service: A,
        fee_type: 'application',
        fee: 220_000,
        agent_cost: 130_000,
        app: {
          label: 'acceptance',
          status: S.ACCEPTANCE,
          agent: 'agent',
          history: [
            [295, 'Filed with CNIPA under 81234567 (Chinese characters and Latin letters as one mark).', 'agent', 'filingReceipt'],
            [25, 'CNIPA has issued a notice of acceptance. The preliminary approval will be published shortly.', 'agent'],
          ],
          files: [{ file: 'filingReceipt', description: 'CNIPA filing receipt', status: 2, by: 'agent' }],
          terms: [{ class_no: 30, term: 'Coffee', goods: 'Coffee; tea; cocoa; coffee substitutes' }],
        },
      },
    ],
  },
  {
    label: 'customer-cn-renewal',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 25,
    lines: [
      {
        ip: 'kopi-senja-cn',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 150_000,
        agent_cost: 80_000,
        app: {
          label: 'certificate-ready',
          status: S.CERTIFICATE_READY,
          agent: 'agent',
          acknowledged: false,
          certificateReadyDaysAgo: 3,
          history: [
            [24, 'Payment received. Renewal instructions sent to our Beijing associate.', 'agent'],
            [3, 'CNIPA has approved the renewal. The certificate is ready: please download it and acknowledge receipt.', 'agent', 'certificateRenewal'],
          ],
          files: [{ file: 'certificateRenewal', description: 'CNIPA certificate of renewal', status: 2, by: 'agent' }],
        },
      },
    ],
  },
  {
    label: 'customer-my-paylater-slip',
    owner: 'customer',
    method: 'paylater',
    state: 'pending',
    slip: 'submitted',
    daysAgo: 4,
    lines: [
      {
        ip: 'senja-bakery-my',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 185_000,
        agent_cost: 105_000,
        app: {
          label: 'pending-verification',
          status: S.PENDING_VERIFICATION,
          agent: null,
          history: [
            [4, 'Renewal ordered with Pay Later (bank transfer).', 'system'],
            [3, 'Bank-transfer slip uploaded by the customer; awaiting verification.', 'system'],
          ],
        },
      },
    ],
  },
  {
    label: 'customer2-my-paylater',
    owner: 'customer2',
    method: 'paylater',
    state: 'pending',
    daysAgo: 2,
    lines: [
      {
        ip: 'rasa-rani-my',
        service: R,
        fee_type: 'tm_expired_6m',
        fee: 185_000,
        agent_cost: 105_000,
        additional_fee: 25_000,
        app: {
          label: 'renewal-ordered',
          status: S.RENEWAL_ORDERED,
          agent: null,
          history: [[2, 'Late renewal ordered with Pay Later (bank transfer). A late-renewal surcharge applies.', 'system']],
        },
      },
    ],
  },
  {
    label: 'customer2-my-cancelled',
    owner: 'customer2',
    method: 'paylater',
    state: 'cancelled',
    daysAgo: 20,
    lines: [
      {
        ip: 'priya-spice-my',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 185_000,
        agent_cost: 105_000,
        app: {
          label: 'cancelled',
          status: S.CANCELLED,
          agent: null,
          history: [
            [20, 'Renewal ordered with Pay Later (bank transfer).', 'system'],
            [18, 'Order cancelled by the customer before payment.', 'system'],
          ],
        },
      },
    ],
  },
  {
    label: 'customer2-my-card-declined',
    owner: 'customer2',
    method: 'stripe',
    state: 'failed',
    daysAgo: 1,
    lines: [{ ip: 'priya-spice-my', service: R, fee_type: 'tm_not_expired', fee: 185_000, agent_cost: 105_000 }],
  },
  {
    label: 'customer2-my-renewal',
    owner: 'customer2',
    method: 'paypal',
    state: 'paid',
    daysAgo: 100,
    lines: [
      {
        ip: 'spice-rani-my',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 185_000,
        agent_cost: 105_000,
        app: {
          label: 'completed-anonymous',
          status: S.COMPLETED,
          agent: 'agent',
          rating: { stars: 4, review: 'Good service and fair price, but the certificate took a little longer than I hoped.', anonymous: true, daysAgo: 70 },
          acknowledged: true,
          certificateReadyDaysAgo: 75,
          completedDaysAgo: 70,
          history: [
            [99, 'Payment received. Filing the renewal with MyIPO today.', 'agent'],
            [75, 'Renewal registered for another 10 years. Certificate uploaded.', 'agent', 'certificateRenewal'],
            [70, 'Thank you for your feedback. This renewal is complete.', 'agent'],
          ],
          files: [{ file: 'certificateRenewal', description: 'MyIPO certificate of renewal', status: 2, by: 'agent' }],
          settlement: 'validated',
        },
      },
    ],
  },
  {
    label: 'customer2-my-filing',
    owner: 'customer2',
    method: 'paypal',
    state: 'paid',
    daysAgo: 250,
    lines: [
      {
        ip: 'rasa-rani-kitchen-my',
        service: A,
        fee_type: 'application',
        fee: 165_000,
        agent_cost: 95_000,
        app: {
          label: 'gazette',
          status: S.GAZETTE,
          agent: 'agent',
          history: [
            [245, 'Filed with MyIPO under TM2025009876.', 'agent', 'filingReceipt'],
            [60, 'Accepted for advertisement.', 'agent'],
            [14, 'Published in the Government Gazette. If nobody opposes within 2 months, the mark proceeds to registration.', 'agent', 'gazetteNotice'],
          ],
          files: [
            { file: 'filingReceipt', description: 'MyIPO filing receipt', status: 2, by: 'agent' },
            { file: 'gazetteNotice', description: 'Gazette publication', status: 1, by: 'agent' },
          ],
          partners: ['Subramaniam a/l Krishnan'],
          terms: [{ class_no: 43, term: 'Restaurant services', goods: 'Restaurant, café and catering services' }],
        },
      },
    ],
  },
  {
    label: 'company-sg-renewal-voucher',
    owner: 'company',
    method: 'paypal',
    state: 'paid',
    voucher: 'DEMOPC10',
    daysAgo: 10,
    lines: [
      {
        ip: 'lion-city-sg',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 495_000,
        agent_cost: 330_000,
        app: {
          label: 'in-progress',
          status: S.IN_PROGRESS,
          agent: 'agent2',
          history: [
            [9, 'Assigned to me. I will file the renewal for all three classes with IPOS.', 'agent'],
            [5, 'Renewal filed on IPOS Digital Hub; awaiting the renewal notice.', 'agent'],
          ],
        },
      },
      {
        ip: 'merlion-bites-search',
        service: Q,
        fee_type: 'search',
        fee: 42_000,
        agent_cost: 15_000,
        app: {
          label: 'search-in-progress',
          status: S.IN_PROGRESS,
          agent: 'agent2',
          history: [[9, 'Search in classes 29 and 30 started; the report will be ready within 3–5 working days.', 'agent']],
          terms: [
            { class_no: 29, term: 'Snack foods', goods: 'Potato crisps; fruit chips; vegetable chips' },
            { class_no: 30, term: 'Snack foods', goods: 'Rice crackers; cereal bars' },
          ],
        },
      },
    ],
  },
  {
    label: 'company-sg-paylater-rejected',
    owner: 'company',
    method: 'paylater',
    state: 'pending',
    slip: 'rejected',
    daysAgo: 8,
    lines: [
      {
        ip: 'merlion-crisps-sg',
        service: R,
        fee_type: 'tm_expired_6m',
        fee: 165_000,
        agent_cost: 110_000,
        additional_fee: 17_000,
        app: {
          label: 'renewal-ordered-slip-rejected',
          status: S.RENEWAL_ORDERED,
          agent: null,
          history: [
            [8, 'Late renewal ordered with Pay Later (bank transfer).', 'system'],
            [7, 'Bank-transfer slip uploaded by the customer.', 'system'],
            [6, 'Slip rejected: the amount transferred does not match the order total. Please upload the correct slip.', 'admin'],
          ],
        },
      },
    ],
  },
  {
    label: 'company-jp-renewal',
    owner: 'company',
    method: 'stripe',
    state: 'paid',
    daysAgo: 5,
    lines: [
      {
        ip: 'lion-city-jp',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 580_000,
        agent_cost: 380_000,
        app: {
          label: 'pending-assign',
          status: S.PENDING_ASSIGN,
          agent: null,
          history: [[5, 'Payment received. No default agent for Japan: waiting for an administrator to assign an agent.', 'system']],
        },
      },
    ],
  },
  {
    label: 'company-my-renewal',
    owner: 'company',
    method: 'paypal',
    state: 'paid',
    daysAgo: 80,
    lines: [
      {
        ip: 'lion-city-my',
        service: R,
        fee_type: 'tm_not_expired',
        fee: 370_000,
        agent_cost: 210_000,
        app: {
          label: 'completed-reupload',
          status: S.COMPLETED,
          agent: 'agent',
          rating: { stars: 5, review: null, anonymous: false, daysAgo: 50 },
          acknowledged: true,
          certificateReadyDaysAgo: 58,
          completedDaysAgo: 50,
          history: [
            [79, 'Payment received. Renewal in classes 29 and 30 will be filed with MyIPO.', 'agent'],
            [58, 'Renewal registered. Certificate uploaded.', 'agent', 'certificateRenewal'],
            [50, 'Thank you for the 5-star rating!', 'agent'],
          ],
          files: [{ file: 'certificateRenewal', description: 'MyIPO certificate of renewal', status: 2, by: 'agent' }],
          settlement: 'pending_reupload',
        },
      },
    ],
  },
  {
    label: 'company-sg-patent',
    owner: 'company',
    method: 'stripe',
    state: 'paid',
    daysAgo: 70,
    lines: [
      {
        ip: 'lion-patent-sg',
        service: R,
        fee_type: 'pt_near_due',
        fee: 100_000,
        agent_cost: 56_000,
        selected_years: ['7th_year_granted'],
        app: {
          label: 'completed-agent2',
          status: S.COMPLETED,
          agent: 'agent2',
          rating: { stars: 5, review: 'Prompt and professional. Thank you, Ms Tan.', anonymous: false, daysAgo: 45 },
          acknowledged: true,
          certificateReadyDaysAgo: 60,
          completedDaysAgo: 45,
          history: [
            [69, 'Paying the 7th-year renewal fee with IPOS this week.', 'agent'],
            [60, 'Renewal fee paid. IPOS receipt uploaded.', 'agent', 'patentAnnuityReceipt'],
            [45, 'Completed. Thank you for the rating.', 'agent'],
          ],
          files: [{ file: 'patentAnnuityReceipt', description: 'IPOS receipt – 7th year renewal fee', status: 2, by: 'agent2' }],
          settlement: 'settled_paypal',
        },
      },
    ],
  },
  {
    label: 'company-th-filing',
    owner: 'company',
    method: 'stripe',
    state: 'paid',
    daysAgo: 180,
    lines: [
      {
        ip: 'merlion-crisps-th',
        service: A,
        fee_type: 'application',
        fee: 250_000,
        agent_cost: 150_000,
        app: {
          label: 'accepted',
          status: S.ACCEPTED,
          agent: 'agent',
          history: [
            [175, 'Filed with the Thai DIP through our Bangkok associate under 250104567.', 'agent', 'filingReceipt'],
            [15, 'Good news: the DIP has accepted the application. Publication fee paid.', 'agent'],
          ],
          files: [{ file: 'filingReceipt', description: 'DIP filing receipt', status: 2, by: 'agent' }],
          terms: [{ class_no: 30, term: 'Snack foods', goods: 'Crisps made of cereals; rice crackers' }],
        },
      },
    ],
  },
  {
    label: 'company-sg-filing',
    owner: 'company',
    method: 'paypal',
    state: 'paid',
    daysAgo: 330,
    lines: [
      {
        ip: 'lion-city-bakes-sg',
        service: A,
        fee_type: 'application',
        fee: 380_000,
        agent_cost: 230_000,
        app: {
          label: 'certificate',
          status: S.CERTIFICATE,
          agent: 'agent2',
          history: [
            [325, 'Filed with IPOS under 40202412345Y.', 'agent', 'filingReceipt'],
            [120, 'Accepted and published for opposition.', 'agent'],
            [8, 'Registered. The certificate of registration is uploaded.', 'agent', 'certificateRegistration'],
          ],
          files: [
            { file: 'filingReceipt', description: 'IPOS filing receipt', status: 2, by: 'agent2' },
            { file: 'certificateRegistration', description: 'IPOS certificate of registration', status: 2, by: 'agent2' },
            { file: 'specimen', description: 'Mark specimen as registered', status: 1, by: 'agent2' },
          ],
          terms: [
            { class_no: 30, term: 'Bakery products', goods: 'Bread; pastries; cakes; biscuits' },
            { class_no: 43, term: 'Café services', goods: 'Café and bakery-café services' },
          ],
        },
      },
    ],
  },
  // Delivery of physical documents (service 4).
  {
    label: 'customer-delivery-delivered',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 39,
    lines: [
      {
        ip: 'kopi-senja-id',
        service: D,
        fee_type: 'delivery_fee',
        fee: 2_500,
        agent_cost: 1_500,
        deliveryFor: 'completed-rated',
        delivery: { state: 'delivered', courier: 'Pos Laju', tracking_no: 'EP123456789MY', deliveredDaysAgo: 33 },
      },
    ],
  },
  {
    label: 'customer-delivery-delivering',
    owner: 'customer',
    method: 'stripe',
    state: 'paid',
    daysAgo: 2,
    lines: [
      {
        ip: 'kopi-senja-cn',
        service: D,
        fee_type: 'delivery_fee',
        fee: 2_500,
        agent_cost: 1_500,
        deliveryFor: 'certificate-ready',
        delivery: { state: 'delivering', courier: 'DHL Express', tracking_no: '1234567890' },
      },
    ],
  },
  {
    label: 'customer2-delivery-pending',
    owner: 'customer2',
    method: 'paypal',
    state: 'paid',
    daysAgo: 3,
    lines: [
      {
        ip: 'spice-rani-my',
        service: D,
        fee_type: 'delivery_fee',
        fee: 2_500,
        agent_cost: 1_500,
        deliveryFor: 'completed-anonymous',
        delivery: { state: 'pending' },
      },
    ],
  },
];

export const DEMO_VOUCHERS = [
  { code: 'DEMOPC10', type: 'Percentage', value: 1_000, due: 180, quantity: 100, used: 1, status: 0 },
  { code: 'RM50SAVE', type: 'Value', value: 5_000, due: 90, quantity: 50, used: 0, status: 0 },
  { code: 'WELCOME5', type: 'Value', value: 2_000, due: 30, quantity: 5, used: 5, status: 1 },
  { code: 'MERDEKA8', type: 'Percentage', value: 800, due: -20, quantity: 200, used: 37, status: 3 },
] as const;

/** Every demo application spec with the order it belongs to and its 1-based position. */
export function demoApplications(): { order: DemoOrderSpec; line: DemoLineSpec; app: DemoApplicationSpec; n: number }[] {
  const out: { order: DemoOrderSpec; line: DemoLineSpec; app: DemoApplicationSpec; n: number }[] = [];
  for (const order of DEMO_ORDERS) {
    let n = 0;
    for (const line of order.lines) {
      if (!line.app) continue;
      n += 1;
      out.push({ order, line, app: line.app, n });
    }
  }
  return out;
}
