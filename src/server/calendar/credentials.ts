/**
 * Calendar credentials at rest (sealed with AES-256-GCM, key derived from
 * BETTER_AUTH_SECRET; ADR 023). A source's secrets (CalDAV username and password, a feed URL with user info,
 * later Google tokens) are one JSON object sealed as `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM with a
 * random 96-bit IV and a 128-bit tag (NIST SP 800-38D), the key derived with HKDF-SHA-256 (RFC 5869) from the
 * secret, and the owner's and source's ids as additional data, so a sealed value copied onto another row does
 * not open. Never returned by any API.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a source keeps secret. */
export interface SourceCredentials {
  /** CalDAV: the account's username and app password. */
  username?: string;
  password?: string;
  /** ICS: the feed address as typed when it held user info (`https://user:pass@host/feed.ics`). */
  url?: string;
}

const VERSION = 'v1';
const HKDF_SALT = 'steward-calendar-credentials';
const HKDF_INFO = 'aes-256-gcm v1';

/** Seals and opens {@link SourceCredentials} with a key derived from `secret` (BETTER_AUTH_SECRET). */
export interface CredentialBox {
  /** Encrypts `credentials` for the source `sourceId` of `userId`. */
  seal(credentials: SourceCredentials, userId: string, sourceId: string): string;
  /**
   * Decrypts what {@link seal} made for the same user and source.
   * @throws Error when the value was altered, belongs to another row, or was sealed under another secret.
   */
  open(sealed: string, userId: string, sourceId: string): SourceCredentials;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** A {@link CredentialBox} keyed by HKDF-SHA-256(secret) (32 bytes). */
export function createCredentialBox(secret: string): CredentialBox {
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
  const aad = (userId: string, sourceId: string) => Buffer.from(`${userId}\u0000${sourceId}`);
  return {
    seal(credentials, userId, sourceId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(userId, sourceId));
      const data = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
    },
    open(sealed, userId, sourceId) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('Not a sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(userId, sourceId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as SourceCredentials;
    },
  };
}
