/**
 * The server's VAPID key pair (RFC 8292), which identifies Steward to push services (ADR 053). Kept like the auth
 * secret: `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when set (every server sharing a database must use the same
 * pair, since browsers subscribe with its public key), else made on first start and kept in
 * `$DATA_DIR/vapid-keys.json` (mode 0600).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Env } from '../env.ts';

/** A VAPID key pair, both base64url: the P-256 public key (65 bytes uncompressed) and private key (32 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keyFile = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The key pair of `env` (see the module comment), creating the file on first start.
 * @throws Error when the kept file is not a key pair (so a damaged file is not silently replaced: every
 *   subscription was made with its public key).
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = join(env.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = keyFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!kept.success) throw new Error(`${file} does not hold a VAPID key pair`);
    return kept.data;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
