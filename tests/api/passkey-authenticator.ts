/**
 * A software WebAuthn authenticator for the API tests (ADR 051): it answers better-auth's passkey ceremonies as a
 * browser with a platform authenticator would (W3C WebAuthn Level 2: 'none' attestation, an ES256 key, CBOR per
 * RFC 8949, COSE_Key per RFC 9052), so registration and sign-in run through the real endpoints. `verifyUser`
 * false leaves the UV flag off (an authenticator that did not check its user).
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { expect } from 'vitest';
import { ORIGIN, type TestApp } from './harness.ts';
import { cookiesOf } from './two-factor-setup.ts';

/** A CBOR value this encoder writes: integers, byte and text strings, maps. */
type Cbor = number | Uint8Array | string | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
}

/** RFC 8949 encoding of `value` (lengths below 65,536). */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** Authenticator-data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** One passkey held by the software authenticator. */
export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** The cookie and JSON answer of a GET to one of the options endpoints. */
async function options(t: TestApp, path: string, cookie?: string) {
  const res = await t.request('GET', path, cookie === undefined ? {} : { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  const challengeCookie = cookiesOf(res);
  return {
    cookie: [cookie, challengeCookie].filter(Boolean).join('; '),
    json: (await res.json()) as { challenge: string; rp?: { id: string }; user?: { id: string } },
  };
}

const clientData = (type: string, challenge: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: ORIGIN, crossOrigin: false }));

/**
 * Registers a new passkey for the client signed in by `cookie`: generate-register-options, then
 * verify-registration with `body` extras (a `name`). Answers the verify response and the passkey (held only when
 * the server took it).
 */
export async function registerPasskey(
  t: TestApp,
  cookie: string,
  { name, verifyUser = true }: { name?: string; verifyUser?: boolean } = {},
): Promise<{ res: Response; passkey: SoftPasskey }> {
  const { cookie: withChallenge, json } = await options(
    t,
    '/api/auth/passkey/generate-register-options',
    cookie,
  );
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  const credentialId = randomBytes(32);
  const length = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
  const authData = Buffer.concat([
    sha256(json.rp?.id ?? ''),
    Buffer.from([UP | AT | (verifyUser ? UV : 0)]),
    counterBytes(0),
    Buffer.alloc(16),
    length,
    credentialId,
    cbor(coseKey),
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const response = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', json.challenge)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  };
  const res = await t.request('POST', '/api/auth/passkey/verify-registration', {
    cookie: withChallenge,
    body: { response, ...(name === undefined ? {} : { name }) },
  });
  return { res, passkey: { credentialId, privateKey, userHandle: json.user?.id ?? '', counter: 0 } };
}

/**
 * Signs in with `passkey` from a client without a session: generate-authenticate-options, then
 * verify-authentication signed with its key (the counter one higher each time). Answers the verify response.
 */
export async function signInWithPasskey(
  t: TestApp,
  passkey: SoftPasskey,
  { verifyUser = true }: { verifyUser?: boolean } = {},
): Promise<Response> {
  const { cookie, json } = await options(t, '/api/auth/passkey/generate-authenticate-options');
  passkey.counter += 1;
  const authData = Buffer.concat([
    sha256(new URL(ORIGIN).hostname),
    Buffer.from([UP | (verifyUser ? UV : 0)]),
    counterBytes(passkey.counter),
  ]);
  const data = clientData('webauthn.get', json.challenge);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  const response = {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
  return t.request('POST', '/api/auth/passkey/verify-authentication', { cookie, body: { response } });
}
