import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cassoWebhookSchema, sepayWebhookSchema, webhookAnswer } from '@app/shared';
import { NotFoundError, UnauthorizedError } from '../../lib/errors.js';
import { verifyCassoSignature } from './casso-signature.js';
import { receiveTransfer, type IncomingTransfer } from './transfer-matcher.js';

/** Equal secrets, compared in constant time (hashed first so the lengths agree). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * SePay's `content` is what the sender wrote, `description` the bank's whole line, which usually
 * holds the content already: keep the line, and the content beside it only when it is not there.
 */
function transferText(content: string, description: string): string {
  if (!description) return content;
  if (!content || description.toUpperCase().includes(content.toUpperCase())) return description;
  return `${content} | ${description}`;
}

/**
 * /api/webhooks: the bank-notification services post each transfer here (DESIGN §4). Each checks
 * its own secret; a provider without a configured key is not there (404). Once the transfer is
 * stored (or recognised as already stored) the answer is `{"success": true}`, so the provider
 * stops retrying; only a wrong key or signature is refused, and then nothing is stored.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.post(
    '/sepay',
    { schema: { tags: ['webhooks'], body: sepayWebhookSchema, response: { 200: webhookAnswer } } },
    async (request) => {
      const key = config.sepayApiKey;
      if (!key) throw new NotFoundError();
      const header = request.headers.authorization ?? '';
      const given = /^Apikey\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
      if (!sameSecret(given, key)) throw new UnauthorizedError();
      const body = request.body;
      const transfer: IncomingTransfer = {
        provider: 'sepay',
        providerId: String(body.id),
        bankReference: text(body.referenceCode),
        amount: body.transferType === 'in' ? body.transferAmount : -body.transferAmount,
        content: transferText(text(body.content), text(body.description)),
        accountNumber: text(body.accountNumber),
        transferDate: text(body.transactionDate),
      };
      await receiveTransfer(app.deps.db, transfer);
      return { success: true };
    },
  );

  // Casso signs the data as it sent it: the check reads that, not the schema's coerced copy.
  const signedData = new WeakMap<object, unknown>();
  app.post(
    '/casso',
    {
      schema: { tags: ['webhooks'], body: cassoWebhookSchema, response: { 200: webhookAnswer } },
      preValidation: async (request) => {
        const body = request.body as { data?: unknown } | null;
        signedData.set(request, structuredClone(body?.data));
      },
    },
    async (request) => {
      const key = config.cassoChecksumKey;
      if (!key) throw new NotFoundError();
      const signature = request.headers['x-casso-signature'];
      const { data } = request.body;
      const signed = signedData.get(request);
      if (
        !verifyCassoSignature(typeof signature === 'string' ? signature : undefined, signed, key)
      ) {
        throw new UnauthorizedError();
      }
      await receiveTransfer(app.deps.db, {
        provider: 'casso',
        providerId: String(data.id),
        bankReference: text(data.reference),
        amount: data.amount,
        content: text(data.description),
        accountNumber: text(data.accountNumber),
        transferDate: text(data.transactionDateTime),
      });
      return { success: true };
    },
  );
};
