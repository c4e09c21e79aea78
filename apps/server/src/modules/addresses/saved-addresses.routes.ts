import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnswer, messageAnswer, savedAddressRow } from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import {
  deleteSavedAddress,
  listSavedAddresses,
  makeDefaultAddress,
} from './saved-addresses.repository.js';

/** /api/customer/addresses: the customer's remembered delivery addresses (behind requireCustomer). */
export const savedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const tags = ['delivery'];

  app.get(
    '/addresses',
    { schema: { tags, response: { 200: listAnswer(savedAddressRow) } } },
    async (request) => listSavedAddresses(db(), customerScopeOf(request)),
  );

  app.delete(
    '/addresses/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => deleteSavedAddress(db(), customerScopeOf(request), request.params.id),
  );

  app.put(
    '/addresses/:id/default',
    { schema: { tags, params: idParams, response: { 200: listAnswer(savedAddressRow) } } },
    async (request) =>
      db().transaction((tx) => makeDefaultAddress(tx, customerScopeOf(request), request.params.id)),
  );
};
