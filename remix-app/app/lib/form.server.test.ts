import fc from 'fast-check';
import {
  applyRequestFormSchema,
  applyRequestSchema,
  cartListFormSchema,
  changePasswordSchema,
  checkoutSchema,
  contactFormSchema,
  contactSchema,
  currencySwitchSchema,
  FORM_LIMITS,
  forgotPasswordSchema,
  languageSwitchSchema,
  loginFormSchema,
  loginSchema,
  logoutFormSchema,
  orderCancelFormSchema,
  patentBundleFormSchema,
  patentBundleSchema,
  patentLineFormSchema,
  patentLineSchema,
  profileSchema,
  registrationSchema,
  resendVerificationFormSchema,
  resetPasswordSchema,
  revertImpersonationFormSchema,
  sandboxPaymentFormSchema,
  searchRequestFormSchema,
  searchRequestSchema,
  slipSchema,
  trademarkBundleFormSchema,
  trademarkBundleSchema,
  trademarkLineFormSchema,
  trademarkLineSchema,
  voucherCodeSchema,
} from '@iprenew/models';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hostileFormEntries } from '@iprenew/models/testing';
import { parseForm } from './form.server';

/**
 * The form parser of the Remix actions (issue 11, ADR 019): structural bounds before Conform builds
 * anything, then the schema's list maxima as translated field errors; and 1,000 hostile forms per
 * form schema that always end in a validation result.
 */
/** The error of a submission (absent on success). */
const errorOf = (submission: unknown) => (submission as { error?: Record<string, string[] | null> }).error;

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

/** The longest array anywhere in a value. */
function longestArray(value: unknown, seen = new Set<unknown>()): number {
  if (!value || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  const own = Array.isArray(value) ? value.length : 0;
  return Math.max(own, ...Object.values(value).map((v) => longestArray(v, seen)));
}

describe('parseForm: structural bounds before allocation', () => {
  it('refuses lines[99999999][x]=1 with a form error and builds no array at all', () => {
    const submission = parseForm(form([['lines[99999999][x]', '1']]), { schema: trademarkBundleSchema });
    expect(submission.status).toBe('error');
    expect(errorOf(submission)).toEqual({ '': ['auth:request.list_too_long'] });
    expect(submission.payload).toEqual({});
    expect(longestArray(submission.payload)).toBe(0);
  });

  it('refuses too many fields, and Conform intents that are not its JSON or point past the ceiling', () => {
    const many = Array.from({ length: FORM_LIMITS.maxFields + 1 }, (_, i): [string, string] => [`f${i}`, '1']);
    expect(errorOf(parseForm(form(many), { schema: contactSchema }))).toEqual({ '': ['auth:request.too_many_fields'] });
    expect(errorOf(parseForm(form([['__intent__', '{oops']]), { schema: searchRequestSchema }))).toEqual({ '': ['auth:request.invalid_form'] });
    expect(errorOf(parseForm(form([['__state__', 'not json']]), { schema: searchRequestSchema }))).toEqual({ '': ['auth:request.invalid_form'] });
    const farUpdate = JSON.stringify({ type: 'update', payload: { name: 'classifications', index: 4_000_000, value: { term: 'a' } } });
    expect(errorOf(parseForm(form([['__intent__', farUpdate]]), { schema: searchRequestSchema }))).toEqual({ '': ['auth:request.list_too_long'] });
  });

  it('below the ceiling, a list past its maximum gets the translated field error of its schema', () => {
    const lines = (n: number, type: 'tm' | 'pt') =>
      Array.from({ length: n }, (_, i): [string, string][] =>
        type === 'tm' ? [[`lines[${i}].filing_no`, `F${i}`]] : [[`lines[${i}].application_no`, `A${i}`]],
      ).flat();
    expect(errorOf(parseForm(form(lines(51, 'tm')), { schema: trademarkBundleSchema }))?.lines).toEqual(['orders:cart.validation.max_lines']);
    expect(errorOf(parseForm(form(lines(51, 'pt')), { schema: patentBundleSchema }))?.lines).toEqual(['orders:cart.validation.max_lines']);
    expect(errorOf(parseForm(form(lines(50, 'tm')), { schema: trademarkBundleSchema }))?.lines).toBeUndefined();
    const classes = Array.from({ length: 46 }, (_, i): [string, string] => [`classifications[${i}].term`, 't']);
    expect(errorOf(parseForm(form(classes), { schema: searchRequestSchema }))?.classifications).toEqual(['orders:request.validation.classification_max']);
    const partners = Array.from({ length: 21 }, (_, i): [string, string] => [`partners[${i}].name`, 'p']);
    expect(errorOf(parseForm(form(partners), { schema: applyRequestSchema }))?.partners).toEqual(['orders:request.validation.partner_max']);
  });
});

const FORM_SCHEMAS: Record<string, z.ZodType> = {
  loginSchema,
  registrationSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  profileSchema,
  changePasswordSchema,
  contactSchema,
  trademarkBundleSchema,
  patentBundleSchema,
  trademarkLineSchema,
  patentLineSchema,
  searchRequestSchema,
  applyRequestSchema,
  checkoutSchema,
  slipSchema,
  voucherCodeSchema,
  // The forms as the pages post them (their buttons, files and human check).
  loginFormSchema,
  contactFormSchema,
  resendVerificationFormSchema,
  logoutFormSchema,
  revertImpersonationFormSchema,
  languageSwitchSchema,
  currencySwitchSchema,
  cartListFormSchema,
  searchRequestFormSchema,
  applyRequestFormSchema,
  trademarkBundleFormSchema,
  patentBundleFormSchema,
  trademarkLineFormSchema,
  patentLineFormSchema,
  sandboxPaymentFormSchema,
  orderCancelFormSchema,
};

const INDEX = /\[(\d+)\]/g;
const pastCeiling = (entries: [string, string][]) => entries.some(([name]) => [...name.matchAll(INDEX)].some((m) => m[1]!.length > 2 || Number(m[1]) > FORM_LIMITS.maxIndex));

describe('parseForm: 1,000 hostile forms per form schema end in a validation result', () => {
  it.each(Object.entries(FORM_SCHEMAS))('%s', (_name, schema) => {
    fc.assert(
      fc.property(hostileFormEntries(schema), (entries) => {
        // Plain checks in the hot loop (expect() costs more than the parse).
        const submission = parseForm(form(entries), { schema });
        if (submission.status !== 'error' && submission.status !== 'success' && submission.status !== undefined) return false;
        if (longestArray(submission.payload) > FORM_LIMITS.maxIndex + 1 + entries.length) return false;
        return !pastCeiling(entries) || (submission.status === 'error' && Object.keys(submission.payload).length === 0);
      }),
      { numRuns: 1000, seed: Number(process.env.FC_SEED ?? 1100) },
    );
  });
});
