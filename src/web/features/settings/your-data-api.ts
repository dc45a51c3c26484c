/**
 * The calls of Settings → Your data (ADR 049): download the export file (GET /api/export), import one (POST
 * /api/import) and delete the account (better-auth's POST /api/auth/delete-user). Each is a mutation: they are
 * actions, not reads kept in the cache.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ImportResult, importResult, MAX_IMPORT_BYTES } from '../../../core/export-format.ts';
import type { DeleteUserInput } from '../../../core/user.ts';
import { apiRequest, getJson } from '../../lib/api.ts';

/** The file name the server suggests in Content-Disposition, or a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'steward-export.json';
}

/** Downloads the user's export file: the browser saves it under the server's file name. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', '/api/export');
      const url = URL.createObjectURL(await response.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameOf(response);
        link.click();
      } finally {
        // The click has handed the blob to the download; the URL is not needed after this task.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    },
    meta: { errorToast: { title: 'Error', description: 'Could not export your data. Please try again.' } },
  });
}

/** Message of a chosen file over the import limit (20 MB). */
export const IMPORT_TOO_LARGE = 'The file is larger than 20 MB.';
/** Message of a chosen file that is not JSON. */
export const IMPORT_NOT_JSON = 'This file is not a Steward export (it is not JSON).';

/** A problem with the chosen file found before sending it. */
export class ImportFileError extends Error {}

/**
 * Imports an export file into the signed-in (empty) account. The file is read and parsed here (too large or not
 * JSON → ImportFileError); the server validates the rest and answers the first bad path. On success every cached
 * read is stale.
 */
export function useImportData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      if (file.size > MAX_IMPORT_BYTES) throw new ImportFileError(IMPORT_TOO_LARGE);
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new ImportFileError(IMPORT_NOT_JSON);
      }
      return importResult.parse(await (await apiRequest('POST', '/api/import', body)).json());
    },
    onSuccess: () => client.invalidateQueries(),
  });
}

/** better-auth's linked accounts of the user: which sign-in methods they have. */
const linkedAccounts = z.array(z.object({ providerId: z.string() }));

/** Query options of GET /api/auth/list-accounts, reduced to whether the user has a password. */
export const hasPasswordQueryOptions = queryOptions({
  queryKey: ['/api/auth/list-accounts'],
  queryFn: async ({ signal }) =>
    linkedAccounts.parse(await getJson('/api/auth/list-accounts', { on401: 'throw', signal })),
  select: (accounts) => accounts.some((account) => account.providerId === 'credential'),
});

/** Deletes the account (ADR 049); the caller leaves for the landing page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteUserInput) => {
      await apiRequest('POST', '/api/auth/delete-user', input);
    },
  });
}
