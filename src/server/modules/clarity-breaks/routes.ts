/**
 * Clarity Break routes (docs/product.md §7; ADR 017): list (newest date first), one by id (another user's or a
 * malformed id answers 404), create (201).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  type ClarityBreak as ClarityBreakWire,
  clarityBreak,
  clarityBreakInput,
  orderedResponses,
} from '../../../core/clarity-break.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  idParam,
  invalidInput,
  jsonContent as json,
  named,
  notFound,
} from '../../http.ts';
import { type ClarityBreak, createClarityBreak, getClarityBreak, listClarityBreaks } from './repo.ts';

const item = named(clarityBreak, 'ClarityBreak');
const itemBody = named(clarityBreakInput, 'ClarityBreakInput');

const toJson = (b: ClarityBreak): ClarityBreakWire => ({
  id: b.id,
  date: b.date,
  responses: orderedResponses(b.responses),
  actionItems: b.actionItems,
  score: String(b.score),
  createdAt: b.createdAt.toISOString(),
});

/** Routes of the clarity-breaks module. */
export function clarityBreakRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clarity-breaks',
      summary: "The user's Clarity Breaks, newest date first",
      responses: { 200: json(z.array(item), 'Clarity Breaks') },
    }),
    async (c) => c.json((await listClarityBreaks(db, c.get('user').id)).map(toJson), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clarity-breaks/{id}',
      summary: 'One Clarity Break',
      request: { params: idParam },
      responses: {
        200: json(item, 'Clarity Break'),
        400: invalidInput,
        404: json(errorBody, 'No such Clarity Break for this user'),
      },
    }),
    async (c) => {
      const found = await getClarityBreak(db, c.get('user').id, c.req.valid('param').id);
      return found ? c.json(toJson(found), 200) : notFound('Clarity break');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clarity-breaks',
      summary: 'Save a completed Clarity Break',
      request: { body: { required: true, content: { 'application/json': { schema: itemBody } } } },
      responses: { 201: json(item, 'Saved Clarity Break'), 400: invalidInput },
    }),
    async (c) => c.json(toJson(await createClarityBreak(db, c.get('user').id, c.req.valid('json'))), 201),
  );

  return router;
}
