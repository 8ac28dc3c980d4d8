import { z } from 'zod';
import { humanCheckFormFields } from './human-check-form';
import { blank, numeric } from './preprocess';
import { requestAddressSchema } from './cart';

/**
 * Deliveries (DLV-1..10, issue 13) and the agent's banking detail (AGT-35/36) and pre-registration
 * (G-52): the forms and list filters as the operations read them. Browser-safe; messages are keys of
 * the `deliveries` and `agent-onboarding` namespaces.
 */

const dlv = (key: string) => ({ error: `deliveries:${key}` });
const onb = (key: string) => ({ error: `agent-onboarding:${key}` });

/** A required text of at least `min` characters (DLV-5, AGT-35: min 3), bounded by the column. */
const minText = (ns: (key: string) => { error: string }, field: string, min: number, max: number) =>
  z
    .string(ns(`validation.${field}_required`))
    .trim()
    .min(1, { ...ns(`validation.${field}_required`), abort: true })
    .min(min, ns(`validation.${field}_min`))
    .max(max, ns(`validation.${field}_max`));

/** DLV-5/6: the tracking-number modal — courier and tracking_no, each required, min 3. */
export const deliveryTrackingSchema = z.object({
  courier: minText(dlv, 'courier', 3, 64),
  tracking_no: minText(dlv, 'tracking_no', 3, 64),
});
export type DeliveryTrackingInput = z.infer<typeof deliveryTrackingSchema>;

/** The tracking form as a page posts it (the delivery's id rides in the URL). */
export const deliveryTrackingFormSchema = deliveryTrackingSchema.extend({ intent: z.literal('dispatch').optional().catch(undefined) });

/**
 * DLV-1/DLV-10: the list's status filter. 0 all (the default); 1 still to deliver (Pending or
 * Delivering: what the dashboards' "pending delivery" cards count and open); 2 Pending; 3 Delivering;
 * 4 Delivered; 5 Cancelled. `q` searches the order reference, the IP's filing number and name, the
 * courier and the tracking number.
 */
export const DELIVERY_STATUS_FILTER = { ALL: 0, OPEN: 1, PENDING: 2, DELIVERING: 3, DELIVERED: 4, CANCELLED: 5 } as const;
export type DeliveryStatusFilter = (typeof DELIVERY_STATUS_FILTER)[keyof typeof DELIVERY_STATUS_FILTER];
export const deliveryListFilterSchema = z.object({
  status: z.preprocess(numeric, z.number().int().min(0).max(5).optional()),
  q: z.preprocess(blank, z.string().trim().max(64).optional()),
});
/** Sortable on indexed columns only (the primary key; created_at, indexed alone and after the state columns — 0012, 0039). */
export const DELIVERY_SORT_FIELDS = ['id', 'created_at'] as const;
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];

/** AGT-35: banking detail — meps_code, bank_name, bank_acc, each required, min 3 (the agent columns' bounds). */
export const bankingDetailSchema = z.object({
  meps_code: minText(onb, 'meps_code', 3, 64),
  bank_name: minText(onb, 'bank_name', 3, 128),
  bank_acc: minText(onb, 'bank_acc', 3, 64),
});
export type BankingDetailInput = z.infer<typeof bankingDetailSchema>;

/** ADR 055: the agent's PayPal e-mail for Send via PayPal — optional (empty = the login e-mail), valid when given. */
export const paypalEmailFormSchema = z.object({
  paypal_email: z.preprocess(
    blank,
    z
      .string(onb('validation.paypal_email_invalid'))
      .trim()
      .toLowerCase()
      .max(191, onb('validation.paypal_email_invalid'))
      .email(onb('validation.paypal_email_invalid'))
      .optional(),
  ),
});

/**
 * G-52: "Become our agent" — name (min 3), e-mail (valid), contact (min 6), as the console's agent
 * form checks them (ADM-17), bounded by the pre_registrations columns.
 */
export const preRegistrationSchema = z.object({
  name: minText(onb, 'name', 3, 191),
  email: z
    .string(onb('validation.email_required'))
    .trim()
    .min(1, onb('validation.email_required'))
    .max(191, onb('validation.email_invalid'))
    .pipe(z.email(onb('validation.email_invalid'))),
  contact: minText(onb, 'contact', 6, 32),
});
export type PreRegistrationInput = z.infer<typeof preRegistrationSchema>;

/** The "Become our agent" form as it is posted: its fields and the contact form's human check. */
export const preRegistrationFormSchema = preRegistrationSchema.extend(humanCheckFormFields);

/** DLV-2: a delivery's state (domain/deliveries/rules.ts decides it). */
export type DeliveryStateName = 'pending' | 'delivering' | 'delivered' | 'cancelled';

/** DLV-3: a delivery row as the pages and the console read it, with the machine's state and flags. */
export interface DeliveryJson {
  id: number;
  state: DeliveryStateName;
  courier: string | null;
  tracking_no: string | null;
  /** DLV-4, ADR 041: the courier's tracking page, from COURIER_TRACKING_URL (null without a tracking number or a template). */
  tracking_url: string | null;
  is_delivered: boolean;
  address: { address_1?: string | null; address_2?: string | null; poscode?: string | null; city?: string | null; state?: string | null; country?: string | null } | null;
  fee: string;
  fee_type: string;
  service_id: number;
  created_at: string | null;
  updated_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  order: { id: number; reference: string } | null;
  application: {
    id: number;
    reference: string;
    service_id: number;
    type_id: number;
    status_id: number | null;
    ip: { id: number; type_id: number; filing_no: string | null; application_no: string | null; grant_no: string | null; application_name: string | null } | null;
  };
  /** The tracking action (agent of the job, SA/AD). */
  can_update_tracking: boolean;
  /** Mark received (the owning customer). */
  can_mark_received: boolean;
}

/**
 * DLV-11/12 (ADR 041): the deliver request form — the address (address_1 required, min 3; address_2
 * optional, min 3; poscode, city, country and state required; the apply form's address rule and
 * messages) or `use_own_address` to take the profile's address instead.
 */
export const deliveryRequestSchema = requestAddressSchema.extend({
  address_2: z.preprocess(blank, requestAddressSchema.shape.address_2),
  country_id: z.preprocess(numeric, requestAddressSchema.shape.country_id),
  state_id: z.preprocess(numeric, requestAddressSchema.shape.state_id),
});
export type DeliveryRequestInput = z.infer<typeof deliveryRequestSchema>;

export const DELIVERY_REQUEST_FIELDS = ['address_1', 'address_2', 'poscode', 'city', 'country_id', 'state_id'] as const;

/** DLV-11..16, G-37 (ADR 041): the deliver request as the customer's pages read it (openDeliveryRequest). */
export interface DeliveryRequestJson {
  application: { id: number; reference: string; type_id: number; status_id: number | null; ip_name: string | null; ip_number: string | null };
  /** G-37: the owner may ask for delivery now. */
  can_request_delivery: boolean;
  /** Why not: 'status' (not Certificate Ready / Completed) or 'open' (one is already in a cart, unpaid or on its way). */
  refusal: 'status' | 'open' | null;
  /** DLV-12: the profile's address ('Use Own Address'); null fields where the profile has none. */
  own_address: { address_1: string | null; address_2: string | null; poscode: string | null; city: string | null; country_id: number | null; state_id: number | null };
}
