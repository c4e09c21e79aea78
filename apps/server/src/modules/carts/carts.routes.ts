import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  cartFieldSchema,
  cartItemFieldSchema,
  cartRow,
  idsSchema,
  messageAnswer,
  ordersCreated,
  customerPageQuery,
  type CartRow,
} from '@app/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import {
  addToCart,
  deleteCartItem,
  getCarts,
  orderCarts,
  removeCart,
  updateCartField,
  updateCartItemField,
} from './carts.service.js';

/** /api/order: the customer's carts and ordering them (behind requireCustomer). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  customerListRoute(app, '/getcarts', {
    tag: 'order',
    query: customerPageQuery,
    row: cartRow,
    read: getCarts,
  });

  app.post(
    '/addtocart',
    { schema: { tags: ['order'], body: addToCartSchema, response: { 200: cartRow } } },
    async (request) => addToCart(db(), customerScopeOf(request), request.body),
  );

  /** An edit of one field of a cart or of one of its items; answers the cart as it now is. */
  const fieldEdit = <Input extends object>(
    url: string,
    body: z.ZodType<Input>,
    update: (db: Database, scope: CustomerScope, id: number, input: Input) => Promise<CartRow>,
  ) =>
    app.put(
      url,
      { schema: { tags: ['order'], params: idParams, body, response: { 200: cartRow } } },
      // `body` parsed it; the type provider leaves a type parameter's body type unresolved.
      async (request) =>
        update(db(), customerScopeOf(request), request.params.id, request.body as Input),
    );
  fieldEdit('/updatecartitemfield/:id', cartItemFieldSchema, updateCartItemField);
  fieldEdit('/updatecartfield/:id', cartFieldSchema, updateCartField);

  app.delete(
    '/deletecartitem/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: messageAnswer } } },
    async (request) => deleteCartItem(db(), customerScopeOf(request), request.params.id),
  );

  app.delete(
    '/removecart/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: messageAnswer } } },
    async (request) => removeCart(db(), customerScopeOf(request), request.params.id),
  );

  app.put(
    '/orderbuy/:id',
    { schema: { tags: ['order'], params: idParams, response: { 200: ordersCreated } } },
    async (request) =>
      orderCarts(db(), customerScopeOf(request), [request.params.id], idempotencyKeyOf(request)),
  );

  app.post(
    '/orderbuyids',
    { schema: { tags: ['order'], body: idsSchema, response: { 200: ordersCreated } } },
    async (request) =>
      orderCarts(db(), customerScopeOf(request), request.body.Ids, idempotencyKeyOf(request)),
  );
};
