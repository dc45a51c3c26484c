/**
 * Calendar source routes (ADR 023): GET/POST /api/calendar/sources, PATCH
 * /api/calendar/calendars/{id}, POST /api/calendar/sources/{id}/sync, DELETE /api/calendar/sources/{id}.
 * No answer carries a secret; another user's id answers 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import {
  calendarPatch,
  calendarSettings,
  calendarSource,
  sourceInput,
} from '../../../core/calendar/sources.ts';
import { isCalendarError } from '../../calendar/provider.ts';
import { CALENDAR_ONE_BLOCKS_TARGET } from '../../db/calendar-schema.ts';
import { pgError, SQLSTATE } from '../../db/errors.ts';
import {
  badRequest,
  createRouter,
  errorBody,
  idBeforeInput,
  idParam,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
} from '../../http.ts';
import { type ConnectDeps, connectError, connectSource } from './connect.ts';
import { disconnectGoogleSource } from './google-sources.ts';
import {
  deleteSource,
  getCalendarWithSource,
  getSource,
  getSourceRow,
  listSources,
  patchCalendar,
} from './sources-repo.ts';

const source = named(calendarSource, 'CalendarSource');
const settings = named(calendarSettings, 'CalendarSettings');
const sourceBody = named(sourceInput, 'CalendarSourceInput');
const patchBody = named(calendarPatch, 'CalendarPatch');

/** Message of a PATCH that makes a read-only calendar the blocks target. */
export const NOT_WRITABLE_MESSAGE =
  'This calendar is read-only; time blocks need a calendar Steward can write to';

/** Routes of calendar sources and calendar settings. */
export function calendarSourceRoutes(deps: ConnectDeps) {
  const { db, sync } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/sources',
      summary: 'Connected calendar sources and their calendars (no secrets)',
      responses: { 200: json(z.array(source), 'Sources, oldest first') },
    }),
    async (c) => c.json(await listSources(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/sources',
      summary: 'Connect an ICS feed or a CalDAV account; answers after a first sync',
      request: { body: jsonBody(sourceBody) },
      responses: {
        201: json(source, 'The source after its first sync'),
        400: json(errorBody, 'Invalid input, or a refused address (the field is named)'),
        422: json(errorBody, 'The server cannot be reached, refuses the credentials or is not a calendar'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { id: userId, timeZone } = c.get('user');
      try {
        return c.json(await connectSource(deps, userId, input, timeZone), 201);
      } catch (error) {
        if (isCalendarError(error)) connectError(error, input.kind);
        throw error;
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/calendar/calendars/{id}',
      summary: 'Change a calendar: shown, counts as busy, colour, "Time blocks go to", life domain',
      middleware: [
        // Another user's calendar id is 404 whatever else the request sends (http.ts).
        idBeforeInput(
          'Calendar',
          async (userId, id) => (await getCalendarWithSource(db, userId, id)) !== null,
        ),
      ],
      request: { params: idParam, body: jsonBody(patchBody) },
      responses: {
        200: json(settings, 'The calendar'),
        400: invalidInput,
        404: json(errorBody, 'No such calendar for this user'),
      },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      // Two PATCHes choosing targets at once: the loser's insert into the partial unique index fails; once more.
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await patchCalendar(db, userId, id, patch);
          if (result === null) return notFound('Calendar');
          if (result === 'not-writable') return badRequest('blocksTarget', NOT_WRITABLE_MESSAGE);
          return c.json(result, 200);
        } catch (error) {
          const cause = pgError(error);
          const raced =
            cause?.code === SQLSTATE.uniqueViolation && cause.constraint === CALENDAR_ONE_BLOCKS_TARGET;
          if (!raced) throw error;
          if (attempt >= 3)
            throw new HTTPException(409, { message: 'Another change was saved at the same time' });
        }
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/sources/{id}/sync',
      summary: 'Sync a source now (Refresh now); answers the source after the attempt',
      request: { params: idParam },
      responses: {
        200: json(source, 'The source; a failed attempt shows in status and error'),
        404: json(errorBody, 'No such source for this user'),
      },
    }),
    async (c) => {
      const { id: userId, timeZone } = c.get('user');
      const { id } = c.req.valid('param');
      if (!(await getSourceRow(db, userId, id))) return notFound('Calendar source');
      await sync.syncSource(userId, id, timeZone);
      const after = await getSource(db, userId, id);
      return after ? c.json(after, 200) : notFound('Calendar source');
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/sources/{id}',
      summary:
        'Disconnect a source: its credentials, calendars and mirrored events are removed (Google: the grant is revoked and the account unlinked unless it is the only way to sign in)',
      request: { params: idParam },
      responses: { 204: { description: 'Removed' }, 404: json(errorBody, 'No such source for this user') },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const row = await getSourceRow(db, userId, c.req.valid('param').id);
      if (!row) return notFound('Calendar source');
      if (row.kind === 'google') await disconnectGoogleSource(db, deps.google, userId, row);
      else if (!(await deleteSource(db, userId, row.id))) return notFound('Calendar source');
      return c.body(null, 204);
    },
  );

  return router;
}
