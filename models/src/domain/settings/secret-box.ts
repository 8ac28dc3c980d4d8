import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getConfig } from '../../config/env';

/**
 * Secret configuration values at rest (ADR 013): AES-256-GCM with a key derived by HKDF-SHA256 from
 * SESSION_SECRET (no second secret to manage). SESSION_SECRET may list several secrets, newest
 * first: values are sealed with the newest and opened with any listed one, so a rotation keeps
 * them readable while the old secret stays in the list. `context` (e.g. the field's path) is bound
 * as additional authenticated data, so a sealed value cannot be moved to another field.
 *
 * Sealed form: `enc:v1:<base64url(iv ‖ tag ‖ ciphertext)>`.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'iprenew/configuration', 'configuration-secrets v1', 32));
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function sealSecret(plain: string, context: string, secrets: readonly string[] = getConfig().sessionSecrets): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secrets[0]!), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text of a sealed value, or null when no listed secret opens it (or it was tampered with). */
export function openSecret(sealed: unknown, context: string, secrets: readonly string[] = getConfig().sessionSecrets): string | null {
  if (!isSealed(sealed)) return null;
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const body = raw.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      /* try the next secret */
    }
  }
  return null;
}
