import { IP_TYPE, SERVICE } from '../../constants/index';

/**
 * What a new product starts with (CAT-20, CAT-21, ADR 012): six price sheets with empty cost maps,
 * off sale (status 0) until priced and activated, the usual fee-line labels (G-56) to edit, and a
 * renewal document per type listing what every office asks for (G-53), to complete with the
 * office's own practice.
 */
export interface NewSheet {
  service_id: number;
  type_id: number;
  child_label: string[];
  parent_label: string | null;
  late_enabled: boolean;
  document: { title: string; body: string } | null;
}

export function newProductSheets(countryName: string): NewSheet[] {
  const tm = IP_TYPE.TRADEMARK;
  const pt = IP_TYPE.PATENT;
  return [
    { service_id: SERVICE.SEARCH, type_id: tm, child_label: ['Official search fee', 'Service fee'], parent_label: null, late_enabled: false, document: null },
    { service_id: SERVICE.APPLICATION, type_id: tm, child_label: ['Official filing fee', 'Service fee'], parent_label: null, late_enabled: false, document: null },
    {
      service_id: SERVICE.RENEWAL,
      type_id: tm,
      child_label: ['Official renewal fee', 'Late renewal surcharge', 'Restoration fee', 'Service fee'],
      parent_label: 'Trademark renewal',
      late_enabled: true,
      document: {
        title: `Documents for a trademark renewal in ${countryName}`,
        body: [
          `To renew your trademark in ${countryName} we need:`,
          '1. A copy of the registration certificate (or the last renewal certificate) showing the registration number, classes and expiry date.',
          '2. The registered proprietor’s full name and address exactly as recorded in the register.',
          '3. The supporting document (SD) generated from your order, signed by an authorised signatory of the proprietor and uploaded back to the order.',
          'We file as soon as the documents are complete; renewals filed after the expiry date attract the late fee shown in the price.',
        ].join('\n'),
      },
    },
    { service_id: SERVICE.SEARCH, type_id: pt, child_label: ['Official search fee', 'Service fee'], parent_label: null, late_enabled: false, document: null },
    { service_id: SERVICE.APPLICATION, type_id: pt, child_label: ['Official filing and examination fees', 'Service fee'], parent_label: null, late_enabled: false, document: null },
    {
      service_id: SERVICE.RENEWAL,
      type_id: pt,
      child_label: ['Official annuity', 'Overdue surcharge', 'Urgency fee', 'Service fee'],
      parent_label: 'Patent renewal (annuity)',
      late_enabled: true,
      document: {
        title: `Documents for a patent annuity payment in ${countryName}`,
        body: [
          `To pay your patent annuity in ${countryName} we need:`,
          '1. The patent (grant) number and the application number.',
          '2. A copy of the grant certificate or of the latest annuity receipt.',
          '3. The proprietor’s full name as recorded in the register.',
          'Annuities paid after the due date attract the office’s surcharge shown in the price; after the grace period the patent lapses.',
        ].join('\n'),
      },
    },
  ];
}

/** The fields of the product's forms (§2.5 dictionaries), as on the seeded products. */
export const NEW_PRODUCT_DICTIONARIES = [
  { label: 'Registration No.', name: 'filing_no' },
  { label: 'Application No.', name: 'application_no' },
  { label: 'Patent No.', name: 'grant_no' },
  { label: 'Registered Proprietor', name: 'application_name' },
  { label: 'Filing Date', name: 'filing_date' },
  { label: 'Grant Date', name: 'grant_date' },
  { label: 'Expiry Date', name: 'expiry_date' },
  { label: 'Number of Classes', name: 'multiclass_no' },
];
