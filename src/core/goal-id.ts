import { z } from 'zod';

/*
 * The goal id that daily plans and weekly reviews carry (issue 11), apart from goals.ts (ADR 029) so that a screen
 * of plans or reviews does not load the goals' schemas and rules with it. core/goals.ts re-exports it.
 */

/** Message of a goal id that is not a UUID. */
export const GOAL_ID_MESSAGE = 'Expected a goal id (UUID) or null';

/**
 * A goal id in another feature's body (weekly priorities, daily Big 3 links; issue 11): a UUID of any version,
 * written in lower case on output as the API returns ids. The server also checks that it is one of the user's
 * goals.
 */
export const goalId = z
  .string({ error: GOAL_ID_MESSAGE })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: GOAL_ID_MESSAGE })
  .overwrite((id) => id.toLowerCase());
