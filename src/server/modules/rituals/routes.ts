/** Ritual routes (docs/product.md §7): POST /api/rituals saves the morning ritual, GET /api/rituals lists the user's rituals. */
import { createRoute, z } from '@hono/zod-openapi';
import { ritualInput, ritual as ritualSchema } from '../../../core/rituals.ts';
import type { Db } from '../../db/client.ts';
import { createRouter, errorBody, jsonContent as json, named } from '../../http.ts';
import { listRituals, saveRitual } from './repo.ts';

const ritual = named(ritualSchema, 'Ritual');
const ritualBody = named(ritualInput, 'RitualInput');

/** Routes of the rituals module. */
export function ritualRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/rituals',
      summary: 'Save the morning ritual (replaces the saved one)',
      request: { body: { required: true, content: { 'application/json': { schema: ritualBody } } } },
      responses: { 200: json(ritual, 'Saved ritual'), 400: json(errorBody, 'Invalid ritual') },
    }),
    async (c) => c.json(await saveRitual(db, c.get('user').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rituals',
      summary: "The user's rituals",
      responses: { 200: json(z.array(ritual), 'Rituals') },
    }),
    async (c) => c.json(await listRituals(db, c.get('user').id), 200),
  );

  return router;
}
