/**
 * The user's data as a file (docs/export-format.md, ADR 049): GET /api/export answers every row the user owns as a
 * JSON attachment; POST /api/import writes such a file (≤ 20 MB, security.ts's body limit) into an account with no
 * planning data, in one transaction, after validating all of it (400 naming the first bad path, 409 when the
 * account is not empty).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { firstImportIssue, importResult, stewardExport } from '../../../core/export-format.ts';
import type { Db } from '../../db/client.ts';
import {
  type AppEnv,
  createRouter,
  errorBody,
  invalidInput,
  jsonContent as json,
  jsonBody,
  named,
  validationError,
} from '../../http.ts';
import { exportUserData } from './export-repo.ts';
import { AccountNotEmptyError, importUserData } from './import-repo.ts';

const file = named(stewardExport, 'StewardExport');

/** The message of the 409 answer to an import into an account that holds planning data (docs/product.md). */
export const IMPORT_NEEDS_EMPTY_ACCOUNT = 'Import needs an empty account';

/**
 * Route middleware of POST /api/import, before its validation: a JSON file whose first bad field or row
 * (`firstImportIssue`) is found answers 400 naming it, so a file of many bad rows is refused at the first one and
 * never parsed whole (millions of zod issues: seconds of work and a stack overflow). Anything else goes on to the
 * route's own checks (content type, JSON, the whole schema).
 */
const firstBadRow: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) return next();
  const body: unknown = await c.req.json().catch(() => undefined);
  const issue = firstImportIssue(body);
  if (issue) return c.json(validationError(new z.ZodError([issue])), 400);
  return next();
};

/** Routes of the account module; `now` is the clock of `exportedAt`. */
export function accountRoutes(db: Db, { now }: { now: () => Date }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/export',
      summary: "Every row the user owns, as a JSON file (attachment 'steward-export-YYYY-MM-DD.json')",
      responses: { 200: json(file, 'The export file') },
    }),
    async (c) => {
      const at = now();
      const data = await exportUserData(db, c.get('user').id, at);
      const name = `steward-export-${at.toISOString().slice(0, 10)}.json`;
      return c.json(data, 200, { 'Content-Disposition': `attachment; filename="${name}"` });
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/import',
      summary: 'Import an export file into an account with no planning data yet',
      middleware: [firstBadRow],
      request: { body: jsonBody(file) },
      responses: {
        200: json(named(importResult, 'ImportResult'), 'What was imported'),
        400: invalidInput,
        409: json(errorBody, `The account already holds planning data ('${IMPORT_NEEDS_EMPTY_ACCOUNT}')`),
        413: json(errorBody, 'The file is over 20 MB'),
      },
    }),
    async (c) => {
      try {
        return c.json(await importUserData(db, c.get('user').id, c.req.valid('json')), 200);
      } catch (error) {
        if (error instanceof AccountNotEmptyError)
          throw new HTTPException(409, { message: IMPORT_NEEDS_EMPTY_ACCOUNT });
        throw error;
      }
    },
  );

  return router;
}
