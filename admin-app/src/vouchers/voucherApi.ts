import { voucherInputSchema } from '@iprenew/models/browser';
import { apiJson } from '../common/api';
import { schemaValidator } from '../common/validation';

/** ADM-44: a new, unused code from the server (GET /api/admin/vouchers/generate-code). */
export async function fetchVoucherCode(): Promise<string> {
  const json = (await apiJson('/vouchers/generate-code')) as { code?: unknown };
  if (typeof json?.code !== 'string') throw new Error('no code');
  return json.code;
}

/** ADM-45: the form's own rules from the shared schema (the server checks them again, and the date/quantity rules that need the database). */
export const validateVoucher = schemaValidator(voucherInputSchema, ['code', 'type', 'value', 'due_date', 'quantity']);
