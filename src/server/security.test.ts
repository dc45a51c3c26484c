import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, limitInFlight } from './security.ts';

describe('clientIp', () => {
  it.each([
    { label: 'no socket (in-process)', socket: undefined, xff: '1.2.3.4', trust: [], ip: null },
    { label: 'direct client', socket: '203.0.113.9', xff: undefined, trust: [], ip: '203.0.113.9' },
    {
      label: 'spoofed XFF from an untrusted peer',
      socket: '203.0.113.9',
      xff: '1.2.3.4',
      trust: [],
      ip: '203.0.113.9',
    },
    {
      label: 'IPv4-mapped IPv6 peer',
      socket: '::ffff:127.0.0.1',
      xff: undefined,
      trust: [],
      ip: '127.0.0.1',
    },
    {
      label: 'trusted proxy, one hop',
      socket: '10.0.0.2',
      xff: '198.51.100.7',
      trust: ['10.0.0.2'],
      ip: '198.51.100.7',
    },
    {
      label: 'trusted proxy, client prepends a fake hop',
      socket: '10.0.0.2',
      xff: '1.1.1.1, 198.51.100.7',
      trust: ['10.0.0.2'],
      ip: '198.51.100.7',
    },
    {
      label: 'two trusted proxies',
      socket: '10.0.0.2',
      xff: '198.51.100.7, 10.0.0.3',
      trust: ['10.0.0.2', '10.0.0.3'],
      ip: '198.51.100.7',
    },
    {
      label: 'trusted proxy, garbage XFF',
      socket: '10.0.0.2',
      xff: 'not-an-ip',
      trust: ['10.0.0.2'],
      ip: '10.0.0.2',
    },
    {
      label: 'trusted proxy without XFF',
      socket: '10.0.0.2',
      xff: undefined,
      trust: ['10.0.0.2'],
      ip: '10.0.0.2',
    },
  ])('$label → $ip', ({ socket, xff, trust, ip }) => {
    expect(clientIp(socket, xff, trust)).toBe(ip);
  });
});

describe('limitInFlight', () => {
  it('runs at most maxInFlight at once, queues up to maxQueued and sheds the rest with 503', async () => {
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const app = new Hono();
    app.use('*', limitInFlight(2, 1));
    app.get('/', async (c) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((r) => release.push(r));
      running--;
      return c.text('ok');
    });
    const pending = [0, 1, 2].map(() => app.request('/'));
    const shed = await app.request('/'); // 2 running + 1 queued: the 4th is refused at once
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    while (release.length < 2) await new Promise((r) => setTimeout(r, 1));
    release.splice(0).forEach((r) => {
      r();
    });
    while (release.length < 1) await new Promise((r) => setTimeout(r, 1));
    release.splice(0).forEach((r) => {
      r();
    });
    const statuses = (await Promise.all(pending)).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(peak).toBe(2);
  });
});
