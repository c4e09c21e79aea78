import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  cartFieldSchema,
  cartItemFieldSchema,
  cartRow,
  idsSchema,
  listAnswer,
  messageAnswer,
  ordersCreated,
  pageQuery,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
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

  app.get(
    '/getcarts',
    { schema: { tags: ['order'], querystring: pageQuery, response: { 200: listAnswer(cartRow) } } },
    async (request) => getCarts(db(), customerScopeOf(request), request.query),
  );

  app.post(
    '/addtocart',
    { schema: { tags: ['order'], body: addToCartSchema, response: { 200: cartRow } } },
    async (request) => addToCart(db(), customerScopeOf(request), request.body),
  );

  app.put(
    '/updatecartitemfield/:id',
    {
      schema: {
        tags: ['order'],
        params: idParams,
        body: cartItemFieldSchema,
        response: { 200: cartRow },
      },
    },
    async (request) =>
      updateCartItemField(db(), customerScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/updatecartfield/:id',
    {
      schema: {
        tags: ['order'],
        params: idParams,
        body: cartFieldSchema,
        response: { 200: cartRow },
      },
    },
    async (request) =>
      updateCartField(db(), customerScopeOf(request), request.params.id, request.body),
  );

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
