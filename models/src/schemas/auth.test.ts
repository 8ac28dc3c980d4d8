import { describe, expect, it } from 'vitest';
import { consoleLoginSchema, loginSchema } from './auth';

const messages = (input: unknown) => {
  const result = loginSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('login schema (ACC-10)', () => {
  it('requires a valid e-mail and a password of at least 6 characters', () => {
    expect(messages({ email: '', password: '' })).toEqual({ email: 'auth:email_required', password: 'auth:password_required' });
    expect(messages({})).toEqual({ email: 'auth:email_required', password: 'auth:password_required' });
    expect(messages({ email: 'nope', password: '12345' })).toEqual({ email: 'auth:email_invalid', password: 'auth:password_min' });
    expect(loginSchema.parse({ email: '  a@b.co ', password: '123456' })).toEqual({ email: 'a@b.co', password: '123456' });
  });

  it('defaults the console variant to staff', () => {
    expect(consoleLoginSchema.parse({ email: 'a@b.co', password: '123456' }).role_hint).toBe('staff');
    expect(consoleLoginSchema.parse({ email: 'a@b.co', password: '123456', role_hint: 'accountant' }).role_hint).toBe('accountant');
    expect(consoleLoginSchema.parse({ email: 'a@b.co', password: '123456', role_hint: 'root' }).role_hint).toBe('staff');
  });
});
