import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, registrationSchema, resetPasswordSchema } from './account';
import { changePasswordSchema, profileSchema } from './profile';

/** Issue 11: every field's error at once (no rule hiding another); the city minimum is 3 everywhere (ACC-63, POR-46). */

const registration = {
  name: 'Aminah Binti Yusof',
  email: 'aminah@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  contact: '+60123456789',
  address_1: '12 Jalan Burma',
  poscode: '10050',
  city: 'George Town',
  country_id: 1,
  state_id: 1,
  type: 'Personal',
  terms: true,
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe('registration schema', () => {
  it('accepts a valid registration', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
  });

  it('shows the password rule and the confirmation mismatch together', () => {
    const errors = errorsOf(registrationSchema.safeParse({ ...registration, password: 'weak', password_confirmation: 'other' }));
    expect(errors.password).toEqual(['account:validation.password_rule']);
    expect(errors.password_confirmation).toEqual(['account:validation.password_confirmation_mismatch']);
  });

  it('shows the mismatch beside the errors of every other field', () => {
    const errors = errorsOf(
      registrationSchema.safeParse({ ...registration, name: undefined, email: 'nope', city: 'KL', terms: false, password_confirmation: 'Secret124' }),
    );
    expect(errors).toEqual({
      name: ['account:validation.name_required'],
      email: ['account:validation.email_invalid'],
      city: ['account:validation.city_min'],
      terms: ['account:validation.terms_required'],
      password_confirmation: ['account:validation.password_confirmation_mismatch'],
    });
  });

  it('does not add a mismatch to a missing confirmation', () => {
    const errors = errorsOf(registrationSchema.safeParse({ ...registration, password_confirmation: undefined }));
    expect(errors.password_confirmation).toEqual(['account:validation.password_confirmation_required']);
  });

  it('needs a city of at least 3 characters, as the profile does (ACC-63, POR-46)', () => {
    expect(errorsOf(registrationSchema.safeParse({ ...registration, city: 'KL' })).city).toEqual(['account:validation.city_min']);
    expect(registrationSchema.safeParse({ ...registration, city: 'Ipoh' }).success).toBe(true);
    const profile = { name: 'Aminah', contact: '+60123456789', address_1: '12 Jalan Burma', poscode: '10050', city: 'KL', country_id: 1, state_id: 1 };
    expect(errorsOf(profileSchema.safeParse(profile)).city).toEqual(['nav:validation.city_min']);
  });
});

describe('the other password forms', () => {
  it('reset: the rule and the mismatch together', () => {
    const errors = errorsOf(
      resetPasswordSchema.safeParse({ token: 'a'.repeat(64), email: 'a@example.com', password: 'weak', password_confirmation: 'other' }),
    );
    expect(errors.password).toEqual(['account:validation.password_rule']);
    expect(errors.password_confirmation).toEqual(['account:validation.password_confirmation_mismatch']);
  });

  it('change password: the rule and the mismatch together', () => {
    const errors = errorsOf(changePasswordSchema.safeParse({ old_ps: 'Secret123', password: 'weak', password_confirmation: 'other' }));
    expect(errors.password).toEqual(['nav:validation.password_rule']);
    expect(errors.password_confirmation).toEqual(['nav:validation.password_confirmation_mismatch']);
  });
});
