/**
 * Shared HTTP plumbing for feature modules: the Hono context type, a router factory whose validation failures
 * become 400 JSON naming the field, and the error shape every /api error uses: `{ error, message, field? }`.
 */

import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { safeText } from '../core/text.ts';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** True once the user opened the mailed verification link (ADR 047). */
  emailVerified: boolean;
  /**
   * The request's IANA time zone, e.g. 'America/New_York' (ADR 006): the `X-Time-Zone` header, else the stored
   * zone. Every date and slot rule reads this one.
   */
  timeZone: string;
  /** The zone stored on the user (PATCH /api/auth/user; default 'UTC'), returned by GET /api/auth/user. */
  storedTimeZone: string;
}

/** Hono environment of every route: node bindings (absent under app.request()) and the signed-in user. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { user: SessionUser };
}

/** JSON error body of every /api error response. */
export const errorBody = z
  .object({ error: z.string(), message: z.string(), field: z.string().optional() })
  .openapi('Error');

/** Builds the 400 body for a zod error: the first issue's path names the field ('body.bigThree.1'). */
export function validationError(error: z.ZodError, target?: string) {
  const issue = error.issues[0];
  const path = [target, ...(issue?.path ?? [])].filter((p) => p !== undefined && p !== '').join('.');
  return {
    error: 'Bad Request',
    message: issue ? `${path ? `${path}: ` : ''}${issue.message}` : 'Invalid request',
    field: path || undefined,
  };
}

/** A router for one feature module; failed request validation answers 400 naming the field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success)
        return c.json(
          validationError(result.error, result.target === 'json' ? undefined : result.target),
          400,
        );
    },
  });
}

/** Throws a 404 JSON error; used when a row does not exist for this user (another user's id included). */
export function notFound(what = 'Resource'): never {
  throw new HTTPException(404, { message: `${what} not found` });
}

/** Throws a 400 JSON error naming `field`. */
export function badRequest(field: string, message: string): never {
  throw new HTTPException(400, { message: `${field}: ${message}`, cause: { field } });
}

/** The one error handler: HTTP errors keep their status, malformed JSON is 400, the rest 500 without details. */
export function errorHandler(log: (error: unknown) => void): ErrorHandler<AppEnv> {
  return (error, c: Context<AppEnv>) => {
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const field = (error.cause as { field?: string } | undefined)?.field;
      return c.json(
        {
          error: error.res?.statusText || statusText(status),
          message: error.message || statusText(status),
          field,
        },
        status,
      );
    }
    if (error instanceof z.ZodError) return c.json(validationError(error), 400);
    if (error instanceof SyntaxError)
      return c.json({ error: 'Bad Request', message: 'Malformed JSON body' }, 400);
    log(error);
    return c.json({ error: 'Internal Server Error', message: 'Something went wrong' }, 500);
  };
}

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}

/**
 * `schema` named `refId` in the OpenAPI document (a component `#/components/schemas/<refId>`), as
 * `schema.openapi(refId)` would, but also for core schemas: core builds plain zod schemas, and one evaluated
 * before @hono/zod-openapi extended zod has no `.openapi` method of its own (zod copies prototype methods onto
 * each instance when it is created), so the method is called from the prototype. Returns a new schema.
 */
export function named<T extends z.ZodType>(schema: T, refId: string): T {
  return z.ZodType.prototype.openapi.call(schema, refId) as T;
}

/**
 * `schema` declared as path parameter `name` in the OpenAPI document, as `schema.openapi({ param })` would, also
 * for a core schema built before @hono/zod-openapi extended zod (see {@link named}). Returns a new schema.
 */
export function pathParam<T extends z.ZodType>(schema: T, name: string): T {
  return z.ZodType.prototype.openapi.call(schema, { param: { name, in: 'path' } }) as T;
}

/** OpenAPI response/body entry for a JSON schema. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body of `schema` (a route's `request.body`). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** The 400 response entry every route with input declares. */
export const invalidInput = jsonContent(errorBody, 'Invalid input (the field is named)');

/**
 * An id path parameter: a single-line text (ADR 011) of at most 100 characters, else 400 naming `id`. Any such
 * string is accepted: an id that is malformed or not the user's answers 404.
 */
export const idParam = z.object({ id: pathParam(safeText('line').max(100), 'id') });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid UUID; repos return "not found" for anything else without querying. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Route middleware (a route's `middleware`) for a route whose path names one of the user's rows by `{id}`: when the
 * route rejects the rest of the request (400 or 415: its body, query, another path parameter, malformed JSON), the id
 * is looked up, and one that is not the user's answers 404, as it does with valid input. So another user's id is 404
 * whatever is sent with it (docs/product.md §6), never a 400 that tells the row exists and what it takes. It costs a
 * lookup on rejected requests only. `owns(userId, id)` is true when the row is the user's; `what` names it in the 404.
 */
export function idBeforeInput(
  what: string,
  owns: (userId: string, id: string) => Promise<boolean>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 400 && c.res.status !== 415) return;
    const id = c.req.param('id');
    // An id the route's own rule rejects (too long, a control character) keeps its 400 naming `id`.
    if (id === undefined || !idParam.safeParse({ id }).success) return;
    if (!(await owns(c.get('user').id, id))) notFound(what);
  };
}
