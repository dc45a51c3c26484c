/**
 * Goal routes (docs/product.md §7): list, get, create, replace, toggle a milestone, archive or unarchive, delete.
 * Another user's id (or a malformed one) answers 404; bad input 400 naming the field.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  type Goal as GoalWire,
  goalArchive,
  goalInput,
  goal as goalSchema,
  MAX_MILESTONES,
  milestoneCompletion,
} from '../../../core/goals.ts';
import type { Db } from '../../db/client.ts';
import {
  createRouter,
  errorBody,
  idBeforeInput,
  idParam,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  notFound,
  pathParam,
} from '../../http.ts';
import {
  createGoal,
  deleteGoal,
  type Goal,
  getGoal,
  listGoals,
  setArchived,
  setMilestoneCompleted,
  updateGoal,
} from './repo.ts';

const goal = named(goalSchema, 'Goal');
const goalBody = named(goalInput, 'GoalInput');
const milestoneBody = named(milestoneCompletion, 'MilestoneCompletion');
const archiveBody = named(goalArchive, 'GoalArchive');

const toJson = (g: Goal): GoalWire => ({
  ...g,
  createdAt: g.createdAt.toISOString(),
  updatedAt: g.updatedAt.toISOString(),
});
const missing = json(errorBody, 'No such goal for this user');
const found = (g: Goal | null) => g ?? notFound('Goal');

/** A milestone index in the path: a whole number written in digits, 0-based, below MAX_MILESTONES. */
const milestoneIndex = z
  .string()
  .regex(/^\d{1,3}$/, { error: 'index must be a whole number' })
  .transform(Number)
  .refine((index) => index < MAX_MILESTONES, { error: `index must be below ${MAX_MILESTONES}` });

/** Routes of the goals module. */
export function goalRoutes(db: Db) {
  const router = createRouter();
  // Another user's goal id is 404 whatever else the request sends (http.ts).
  const goalFirst = idBeforeInput('Goal', async (userId, id) => (await getGoal(db, userId, id)) !== null);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/goals',
      summary: "The user's goals, active and archived, by due date",
      responses: { 200: json(z.array(goal), 'Goals') },
    }),
    async (c) => c.json((await listGoals(db, c.get('user').id)).map(toJson), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/goals/{id}',
      summary: 'One goal',
      request: { params: idParam },
      responses: { 200: json(goal, 'Goal'), 400: invalidInput, 404: missing },
    }),
    async (c) => c.json(toJson(found(await getGoal(db, c.get('user').id, c.req.valid('param').id))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/goals',
      summary: 'Create a goal',
      request: { body: jsonBody(goalBody) },
      responses: { 201: json(goal, 'Created goal'), 400: invalidInput },
    }),
    async (c) => c.json(toJson(await createGoal(db, c.get('user').id, c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/goals/{id}',
      summary: "Replace a goal's fields (archived state and creation time are kept)",
      middleware: [goalFirst],
      request: { params: idParam, body: jsonBody(goalBody) },
      responses: { 200: json(goal, 'Updated goal'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const updated = await updateGoal(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toJson(found(updated)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/goals/{id}/milestone/{index}',
      summary: 'Mark a milestone (0-based index) done or not done',
      middleware: [goalFirst],
      request: {
        params: idParam.extend({ index: pathParam(milestoneIndex, 'index') }),
        body: jsonBody(milestoneBody),
      },
      responses: {
        200: json(goal, 'Updated goal'),
        400: invalidInput,
        404: json(errorBody, 'No such goal for this user, or no milestone at that index'),
      },
    }),
    async (c) => {
      const { id, index } = c.req.valid('param');
      const updated = await setMilestoneCompleted(
        db,
        c.get('user').id,
        id,
        index,
        c.req.valid('json').completed,
      );
      return updated ? c.json(toJson(updated), 200) : notFound('Goal or milestone');
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/goals/{id}/archive',
      summary: 'Archive or unarchive a goal',
      middleware: [goalFirst],
      request: { params: idParam, body: jsonBody(archiveBody) },
      responses: { 200: json(goal, 'Updated goal'), 400: invalidInput, 404: missing },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const updated = await setArchived(db, c.get('user').id, id, c.req.valid('json').archived);
      return c.json(toJson(found(updated)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/goals/{id}',
      summary: 'Delete a goal and its milestones',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, 400: invalidInput, 404: missing },
    }),
    async (c) => {
      if (!(await deleteGoal(db, c.get('user').id, c.req.valid('param').id))) notFound('Goal');
      return c.body(null, 204);
    },
  );

  return router;
}
