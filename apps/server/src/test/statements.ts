import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StatementImportAnswer, StatementPreviewInput } from '@app/shared';
import { asUser } from './factories.js';

/**
 * Staff's two calls of a statement import: the preview, then the import of what it showed, each
 * a request `as` a staff member.
 */
export function statementCalls(as: ReturnType<typeof asUser>) {
  return {
    preview: (statement: object): Promise<LightMyRequestResponse> =>
      as({ method: 'POST', url: '/api/admin/deposits/import/preview', payload: statement }),
    apply: (statement: object, PreviewDigest: string): Promise<LightMyRequestResponse> =>
      as({
        method: 'POST',
        url: '/api/admin/deposits/import',
        payload: { ...statement, PreviewDigest },
      }),
  };
}

/** A statement previewed and then applied as staff do it; both must be accepted. */
export async function previewAndImport(
  app: FastifyInstance,
  token: string,
  statement: StatementPreviewInput,
): Promise<{ preview: StatementImportAnswer; applied: StatementImportAnswer }> {
  const calls = statementCalls(asUser(app, token));
  const previewed = await calls.preview(statement);
  expect(previewed.statusCode, previewed.body.slice(0, 500)).toBe(200);
  const preview = previewed.json<StatementImportAnswer>();
  const imported = await calls.apply(statement, preview.PreviewDigest);
  expect(imported.statusCode, imported.body.slice(0, 500)).toBe(200);
  return { preview, applied: imported.json<StatementImportAnswer>() };
}
