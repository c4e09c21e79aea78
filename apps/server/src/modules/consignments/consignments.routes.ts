import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTransportCodeSchema,
  codeAnswer,
  createOrderShipSchema,
  labelOf,
  listAnswer,
  orderShipDetail,
  orderShipIdsSchema,
  orderShipItemSchema,
  orderShipListQuery,
  orderShipRow,
  orderShipStatistic,
  orderShipStatisticQuery,
  OrderShipStatus,
  orderShipStatusNames,
  paymentAnswer,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import {
  consignmentStatistic,
  listOrderShips,
  listOrderShipsInState,
} from './consignments.repository.js';
import {
  addOrderShipItem,
  addTransportCode,
  createOrderShip,
  deleteOrderShip,
  deleteOrderShipItem,
  orderShipDetail as detailOf,
  payOrderShips,
} from './consignments.service.js';

/** /api/ordership: the customer's consignments (ký gửi), behind requireCustomer. */
export const orderShipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const tags = ['ordership'];

  customerListRoute(app, '/getlist', {
    tag: 'ordership',
    query: orderShipListQuery,
    row: orderShipRow,
    read: listOrderShips,
  });

  app.get(
    '/getordershipdetails/:id',
    { schema: { tags, params: idParams, response: { 200: orderShipDetail } } },
    async (request) => detailOf(db(), customerScopeOf(request), request.params.id),
  );

  app.get(
    '/ordershipnottransport',
    { schema: { tags, response: { 200: listAnswer(orderShipRow) } } },
    async (request) =>
      listOrderShipsInState(db(), customerScopeOf(request), OrderShipStatus.NoTrackingNumber),
  );

  app.get(
    '/ordershippending',
    { schema: { tags, response: { 200: listAnswer(orderShipRow) } } },
    async (request) =>
      listOrderShipsInState(db(), customerScopeOf(request), OrderShipStatus.AwaitingPayment),
  );

  app.post(
    '/createordership',
    { schema: { tags, body: createOrderShipSchema, response: { 200: codeAnswer } } },
    async (request) => createOrderShip(db(), customerScopeOf(request), request.body),
  );

  app.post(
    '/addtransportcode/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: addTransportCodeSchema,
        response: { 200: orderShipDetail },
      },
    },
    async (request) =>
      addTransportCode(
        db(),
        customerScopeOf(request),
        request.params.id,
        request.body.TransportCode,
      ),
  );

  app.post(
    '/addordershipitem/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: orderShipItemSchema,
        response: { 200: orderShipDetail },
      },
    },
    async (request) =>
      addOrderShipItem(db(), customerScopeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/deleteordershipitem/:id',
    { schema: { tags, params: idParams, response: { 200: orderShipDetail } } },
    async (request) => deleteOrderShipItem(db(), customerScopeOf(request), request.params.id),
  );

  app.delete(
    '/deleteordership/:id',
    { schema: { tags, params: idParams, response: { 200: orderShipDetail } } },
    async (request) => deleteOrderShip(db(), customerScopeOf(request), request.params.id),
  );

  app.post(
    '/ordershippay',
    { schema: { tags, body: orderShipIdsSchema, response: { 200: paymentAnswer } } },
    async (request) =>
      payOrderShips(db(), customerScopeOf(request), request.body.Ids, idempotencyKeyOf(request)),
  );

  app.get(
    '/statisticordership',
    {
      schema: { tags, querystring: orderShipStatisticQuery, response: { 200: orderShipStatistic } },
    },
    async (request) => {
      const rows = await consignmentStatistic(db(), customerScopeOf(request), request.query);
      const ByStatus = rows.map((row) => ({
        Status: row.status,
        StatusName: labelOf(orderShipStatusNames, row.status),
        Count: row.count,
        ParcelCount: Number(row.parcels),
        Weight: Number(row.grams) / 1000,
        Amount: Number(row.amount),
      }));
      const sum = (pick: (row: (typeof ByStatus)[number]) => number) =>
        ByStatus.reduce((total, row) => total + pick(row), 0);
      return {
        ByStatus,
        Count: sum((row) => row.Count),
        ParcelCount: sum((row) => row.ParcelCount),
        Weight: sum((row) => row.Weight),
        Amount: sum((row) => row.Amount),
      };
    },
  );
};
