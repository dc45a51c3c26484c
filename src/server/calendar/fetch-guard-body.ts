/**
 * Reading a response body for the guarded fetch (fetch-guard.ts): Content-Encoding decoded (gzip, deflate,
 * br), and a cap counted both on the decoded bytes (a gzip bomb stops at the cap) and on the wire.
 */
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as zlib from 'node:zlib';
import { CalendarError } from './provider.ts';

function tooLarge(url: URL, maxBytes: number): CalendarError {
  return new CalendarError('invalid-data', `${url.host}: response over ${maxBytes} bytes`, {
    userMessage: `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  });
}

/** The decoder of a Content-Encoding, or null for identity. @throws CalendarError invalid-data for others. */
function decoderFor(encoding: string | undefined, url: URL): Transform | null {
  const value = (encoding ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  if (value === 'gzip' || value === 'x-gzip') return zlib.createGunzip();
  if (value === 'deflate') return zlib.createInflate();
  if (value === 'br') return zlib.createBrotliDecompress();
  throw new CalendarError('invalid-data', `${url.host}: unsupported Content-Encoding ${value}`);
}

/**
 * Reads a response body within `maxBytes`: the decoded bytes are counted (a gzip bomb stops at the cap), and
 * so are the bytes on the wire (a body that decodes to little cannot stream forever within the deadline).
 */
export async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
  let decoder: Transform | null;
  try {
    decoder = decoderFor(response.headers['content-encoding'], url);
  } catch (error) {
    response.destroy();
    throw error;
  }
  let wire = 0;
  const countWire = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      wire += chunk.length;
      if (wire > maxBytes) throw tooLarge(url, maxBytes);
      yield chunk;
    }
  };
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk);
    }
  };
  try {
    if (decoder) await pipeline(response, countWire, decoder, collect);
    else await pipeline(response, collect);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
    if (
      code.startsWith('Z_') ||
      code.startsWith('ERR__ERROR_FORMAT') ||
      code === 'ERR_BROTLI_DECOMPRESSION_FAILED'
    )
      throw new CalendarError('invalid-data', `${url.host}: bad compressed body (${code})`, {
        userMessage: 'The calendar server sent a body Steward cannot decompress.',
        cause: error,
      });
    throw error;
  }
  return Buffer.concat(chunks, size);
}
