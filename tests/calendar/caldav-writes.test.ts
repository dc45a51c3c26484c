/**
 * The CalDAV provider's writes against Radicale (ADR 020): a time block PUT and DELETE seen in Radicale, a
 * retried create, a UID clash, a calendar the account may only read, and If-Match on DELETE.
 */
import { describe, expect, it } from 'vitest';
import { timeBlockUid } from '../../src/server/calendar/caldav-ical.ts';
import { listMarch, provider, radicale, readonlyId, scratchId, withRadicaleAccount } from './caldav-setup.ts';
import { rejection } from './loopback.ts';
import { getObject, putObject } from './radicale.ts';

withRadicaleAccount();

describe('CalDAV provider against Radicale', () => {
  it('writes a time block into Radicale, lists it with its block id, and deletes it', async () => {
    const block = {
      uid: timeBlockUid('block-42'),
      summary: 'Write the board memo',
      description: 'Task: board memo',
      start: new Date('2026-03-11T14:00:00Z'),
      end: new Date('2026-03-11T15:30:00Z'),
      stewardBlockId: 'block-42',
    };
    expect(block.uid).toBe('steward-block-42');
    expect(timeBlockUid('a/b c')).toMatch(/^steward-[\w-]{43}$/);
    const created = await provider.createEvent(scratchId, block);
    expect(created).toEqual({
      remoteId: `${scratchId}steward-block-42.ics`,
      etag: expect.stringMatching(/^".+"$/),
    });

    const stored = await getObject(radicale, '/alice/scratch/steward-block-42.ics');
    expect(stored).toContain('UID:steward-block-42\r\n');
    expect(stored).toContain('X-STEWARD-BLOCK:block-42\r\n');
    expect(stored).toContain('DTSTART:20260311T140000Z\r\n');
    expect(stored).toContain('DTEND:20260311T153000Z\r\n');
    expect(stored).toContain('SUMMARY:Write the board memo\r\n');
    expect(stored).toContain('DTSTAMP:20260301T120000Z\r\n');

    const listed = (await listMarch(scratchId)).instances.find((i) => i.uid === 'steward-block-42');
    expect(listed).toMatchObject({
      summary: 'Write the board memo',
      stewardBlockId: 'block-42',
      busy: true,
      start: block.start,
      end: block.end,
      etag: created.etag,
    });

    // A retry with the same UID (the first answer was lost) finds its own block: same event, no duplicate.
    expect(await provider.createEvent(scratchId, block)).toEqual(created);
    // Another block under the same UID is refused by If-None-Match: *.
    const clash = await rejection(provider.createEvent(scratchId, { ...block, stewardBlockId: 'block-43' }));
    expect(clash).toMatchObject({ kind: 'invalid-data' });

    await provider.deleteEvent(scratchId, created);
    expect(await getObject(radicale, '/alice/scratch/steward-block-42.ics')).toBeNull();
    expect((await listMarch(scratchId)).instances.some((i) => i.uid === 'steward-block-42')).toBe(false);
    expect(await rejection(provider.deleteEvent(scratchId, created))).toMatchObject({ kind: 'not-found' });
  });

  it('a calendar the account may only read lists its events and refuses a time block as read-only', async () => {
    const listing = await listMarch(readonlyId);
    expect(listing.instances.map((i) => [i.summary, i.startDate, i.endDate, i.busy])).toEqual([
      ['Spring break', '2026-03-16', '2026-03-21', false],
    ]);
    const block = {
      uid: timeBlockUid('block-ro'),
      summary: 'Nope',
      description: '',
      start: new Date('2026-03-12T14:00:00Z'),
      end: new Date('2026-03-12T15:00:00Z'),
      stewardBlockId: 'block-ro',
    };
    expect(await rejection(provider.createEvent(readonlyId, block))).toMatchObject({ kind: 'read-only' });
    expect(
      await rejection(provider.deleteEvent(readonlyId, { remoteId: `${readonlyId}spring.ics` })),
    ).toMatchObject({ kind: 'read-only' });
    expect(await getObject(radicale, '/alice/readonly/spring.ics')).toContain('Spring break');
  });

  it('does not delete an event changed in the calendar since Steward wrote it (If-Match)', async () => {
    const block = {
      uid: timeBlockUid('block-44'),
      summary: 'Plan',
      description: '',
      start: new Date('2026-03-12T14:00:00Z'),
      end: new Date('2026-03-12T15:00:00Z'),
      stewardBlockId: 'block-44',
    };
    const created = await provider.createEvent(scratchId, block);
    const stored = await getObject(radicale, '/alice/scratch/steward-block-44.ics');
    await putObject(
      radicale,
      '/alice/scratch/steward-block-44.ics',
      (stored ?? '').replace('SUMMARY:Plan', 'SUMMARY:Mine now'),
    );
    expect(await rejection(provider.deleteEvent(scratchId, created))).toMatchObject({ kind: 'invalid-data' });
    expect(await getObject(radicale, '/alice/scratch/steward-block-44.ics')).toContain('SUMMARY:Mine now');
    await provider.deleteEvent(scratchId, { remoteId: created.remoteId }); // without an etag: unconditional
    expect(await getObject(radicale, '/alice/scratch/steward-block-44.ics')).toBeNull();
  });
});
