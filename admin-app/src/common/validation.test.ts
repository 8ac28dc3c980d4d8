import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { i18nextOptions } from '../providers/i18nProvider';
import { validateAgent } from '../agents/validateAgent';
import { validateNewAccountant, validateAccountant } from '../accountants/validators';
import { validatePasswordChange } from '../password/validators';
import { validateStaffProfile } from '../profile/validators';
import { issuesToErrors, normalizeFormValues } from './validation';

const validAgent = {
  email: 'Agent.New@Example.com',
  name: 'Aina Agent',
  contact: '0123456789',
  company: 'Aina IP Services Sdn Bhd',
  commission_rate: 12.5,
  country_id: 132,
  meps_code: 'MBB',
  bank_name: 'Maybank',
  bank_acc: '5123456789',
};

describe('normalizeFormValues', () => {
  it('drops empty strings and nulls so the schemas see a missing value', () => {
    expect(normalizeFormValues({ a: '', b: null, c: '  ', d: 'x', e: 0 })).toEqual({ d: 'x', e: 0 });
    expect(normalizeFormValues({ a: 'x', b: 'y', id: 3 }, ['a'])).toEqual({ a: 'x' });
  });
  it('keeps the first issue of each field', () => {
    expect(
      issuesToErrors([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: [], message: 'form' },
      ]),
    ).toEqual({ name: 'first', root: 'form' });
  });
});

describe('the agent form validator (shared agentSchema, ADM-13)', () => {
  it('accepts a complete agent, also with the record’s extra fields and a string commission rate', () => {
    expect(validateAgent(validAgent)).toEqual({});
    expect(validateAgent({ ...validAgent, id: 4, status_id: 5, commission_rate: '12.50', role: { id: 3 } })).toEqual({});
  });

  it('requires e-mail, name, company, commission rate and country', () => {
    const errors = validateAgent({ email: '', name: null, company: '', commission_rate: null, country_id: null });
    expect(errors).toMatchObject({
      email: 'users:validation.email_required',
      name: 'users:validation.name_required',
      company: 'users:validation.company_required',
      commission_rate: 'users:validation.commission_rate_required',
      country_id: 'users:validation.country_id_required',
    });
  });

  it('applies the lengths and the 0–100 commission range', () => {
    const errors = validateAgent({
      ...validAgent,
      email: 'not-an-email',
      name: 'Al',
      contact: '123',
      company: 'Short',
      commission_rate: 150,
      meps_code: 'M',
      bank_name: 'B',
      bank_acc: '1',
    });
    expect(errors).toEqual({
      email: 'users:validation.email_invalid',
      name: 'users:validation.name_min',
      contact: 'users:validation.contact_min',
      company: 'users:validation.company_min',
      commission_rate: 'users:validation.commission_rate_range',
      meps_code: 'users:validation.meps_code_min',
      bank_name: 'users:validation.bank_name_min',
      bank_acc: 'users:validation.bank_acc_min',
    });
  });
});

describe('the accountant validators (ADM-9, ADM-11)', () => {
  it('requires a valid e-mail and a name of 3+', () => {
    expect(validateNewAccountant({ email: 'books@example.com', name: 'Bea' })).toEqual({});
    expect(validateNewAccountant({ email: 'x', name: 'B' })).toEqual({
      email: 'users:validation.email_invalid',
      name: 'users:validation.name_min',
    });
    expect(validateAccountant({ email: 'books@example.com', name: 'Bea', contact: '12' })).toEqual({
      contact: 'users:validation.contact_min',
    });
  });
});

describe('the staff password and profile validators (ACC-55..58, shared changePasswordSchema)', () => {
  it('applies the password rule and the confirmation match', () => {
    expect(validatePasswordChange({ old_ps: 'Demo1234', password: 'NewPass1', password_confirmation: 'NewPass1' })).toEqual({});
    expect(validatePasswordChange({ old_ps: '', password: 'weak', password_confirmation: 'other' })).toMatchObject({
      old_ps: 'nav:validation.old_ps_required',
      password: 'nav:validation.password_rule',
    });
    expect(validatePasswordChange({ old_ps: 'Demo1234', password: 'NewPass1', password_confirmation: 'NewPass2' })).toEqual({
      password_confirmation: 'nav:validation.password_confirmation_mismatch',
    });
  });

  it('checks the staff profile (name 3+, contact 6+)', () => {
    expect(validateStaffProfile({ name: 'Sara', contact: '', language: 'cn' })).toEqual({});
    expect(validateStaffProfile({ name: 'Sa', contact: '123' })).toEqual({
      name: 'users:validation.name_min',
      contact: 'users:validation.contact_min',
    });
  });

  it('shows the spec’s texts in three languages through the console’s i18next', async () => {
    const t = async (lng: 'en' | 'bm' | 'cn') => {
      const instance = createInstance();
      await instance.init(await i18nextOptions(lng));
      return instance.t.bind(instance);
    };
    const en = await t('en');
    expect(en('nav:validation.password_rule')).toBe(
      'The password needs to contain at least 1 upper case, 1 lower case, 1 numeric number, and at least 6 characters.',
    );
    expect(en('nav:validation.password_confirmation_mismatch')).toBe('The new password confirmation does not match the new password.');
    for (const lng of ['bm', 'cn'] as const) {
      const tr = await t(lng);
      expect(tr('nav:validation.password_rule')).not.toBe(en('nav:validation.password_rule'));
      expect(tr('enums:userStatus.999')).not.toBe('enums:userStatus.999');
    }
  });
});
