/**
 * A Web Push service on loopback for the reminder tests (ADR 053): a node:http server that records each push and
 * answers with a chosen status, plus a browser's side of a subscription: an ECDH P-256 key pair and auth secret
 * of our own, and RFC 8291 decryption (aes128gcm, RFC 8188) of what arrives, written out with node:crypto.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One push as the service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When its body had arrived (Date.now(), ms). */
  at: number;
}

/** A running push service and one subscription's keys on it. */
export interface TestPushService {
  /** The subscription as a browser would send it to POST /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** The status the service answers with from now on (201 unless told). */
  answer(status: number): void;
  /** Resolves with the first push received (at once when one has arrived). */
  firstPush(): Promise<ReceivedPush>;
  /** The JSON payload of `push`, decrypted with the subscription's private key and auth secret. */
  decrypt(push: ReceivedPush): unknown;
  close(): Promise<void>;
}

/** Starts a push service on 127.0.0.1 and a free port, with one subscription at `/push/<random>`. */
export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const waiting: ((push: ReceivedPush) => void)[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() };
      received.push(push);
      for (const wake of waiting.splice(0)) wake(push);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the push service has no port');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const userPublic = ecdh.getPublicKey();
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${address.port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: userPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    answer: (next) => {
      status = next;
    },
    firstPush: () =>
      received[0] ? Promise.resolve(received[0]) : new Promise((resolve) => waiting.push(resolve)),
    decrypt: ({ body }) => {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
      const shared = ecdh.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userPublic, senderPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 followed by zero padding (RFC 8188 §2).
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
