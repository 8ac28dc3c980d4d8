import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with bcrypt cost 10 and verifies', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(BCRYPT_COST).toBe(10);
    expect(hash).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a NULL hash (account awaiting its first password) and a malformed one', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('accepts legacy PHP $2y$ hashes', async () => {
    const hash = await hashPassword('Legacy99');
    expect(await verifyPassword('Legacy99', `$2y$${hash.slice(4)}`)).toBe(true);
  });
});
