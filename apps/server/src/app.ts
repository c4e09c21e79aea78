import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { administrativeUnitRoutes } from './modules/addresses/administrative-units.routes.js';
import { savedAddressRoutes } from './modules/addresses/saved-addresses.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { shopFavoriteRoutes } from './modules/dashboard/shop-favorites.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { cartRoutes } from './modules/carts/carts.routes.js';
import { complaintAdminRoutes } from './modules/complaints/complaints.admin-routes.js';
import { complaintRoutes } from './modules/complaints/complaints.routes.js';
import { orderAdminRoutes } from './modules/orders/orders.admin-routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { transportAdminRoutes } from './modules/transports/transports.admin-routes.js';
import { bagAdminRoutes } from './modules/bags/bags.admin-routes.js';
import { transportRoutes } from './modules/transports/transports.routes.js';
import { orderShipAdminRoutes } from './modules/consignments/consignments.admin-routes.js';
import { orderShipRoutes } from './modules/consignments/consignments.routes.js';
import { deliveryAdminRoutes } from './modules/deliveries/deliveries.admin-routes.js';
import { deliveryRoutes } from './modules/deliveries/deliveries.routes.js';
import { bankTransferAdminRoutes } from './modules/bank-transfers/bank-transfers.admin-routes.js';
import { webhookRoutes } from './modules/bank-transfers/webhooks.routes.js';
import { customerAdminRoutes } from './modules/customers/customers.admin-routes.js';
import { depositAdminRoutes } from './modules/deposits/deposits.admin-routes.js';
import { depositRoutes } from './modules/deposits/deposits.routes.js';
import { walletAdminRoutes } from './modules/wallet/wallet.admin-routes.js';
import { withdrawalAdminRoutes } from './modules/withdrawals/withdrawals.admin-routes.js';
import { withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes.js';
import { mailAdminRoutes } from './modules/mail/mail.admin-routes.js';
import { notificationAdminRoutes } from './modules/notifications/notifications.admin-routes.js';
import { voucherAdminRoutes } from './modules/vouchers/vouchers.admin-routes.js';
import { reportAdminRoutes } from './modules/reports/reports.admin-routes.js';
import { reportExportAdminRoutes } from './modules/reports/report-exports.admin-routes.js';
import { registerReportExports } from './modules/reports/report-export-job.js';
import {
  notificationSettingsRoutes,
  orderNotificationRoutes,
} from './modules/notifications/notifications.routes.js';
import { setUpNotifications } from './modules/notifications/notifier.js';
import { rateAdminRoutes } from './modules/rates/rates.admin-routes.js';
import {
  telegramLinkRoutes,
  telegramWebhookRoutes,
} from './modules/notifications/telegram.routes.js';
import { webPushRoutes } from './modules/notifications/web-push.routes.js';
import { queueCountRoutes } from './modules/queue-counts/queue-counts.admin-routes.js';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.js';
import { staffAdminRoutes } from './modules/staff/staff.admin-routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { downloadRoutes } from './modules/extension/downloads.routes.js';
import { extensionAdminRoutes } from './modules/extension/extension.admin-routes.js';
import { extensionRoutes, extensionSessionRoutes } from './modules/extension/extension.routes.js';
import { linkRoutes } from './modules/links/links.routes.js';
import { photoFileRoutes } from './modules/photos/photo-files.routes.js';
import { complaintPhotoRoutes } from './modules/photos/photos.routes.js';
import { photoAdminRoutes } from './modules/photos/photos.admin-routes.js';
import { inArea, requireConsoleArea, requireCustomer, requireSignedIn } from './plugins/auth.js';
import { benchRoutes } from './plugins/bench-routes.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { DEFAULT_BODY_LIMIT, registerErrorHandling } from './plugins/errors.js';
import { registerExtensionCors } from './plugins/extension-cors.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { registerInputTextCheck } from './plugins/input-text.js';
import {
  answerSerializerCompiler,
  checkedAnswerSerializerCompiler,
} from './plugins/answer-serializer.js';
import { logSerializers } from './plugins/log-redaction.js';
import { registerJsonParser } from './plugins/json-body.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerWebApp } from './plugins/web-app.js';
import type { AppDeps } from './types.js';
import { cacheSessions } from './modules/sessions/session-cache.js';
import { cacheSettings } from './modules/settings/settings.repository.js';

export interface BuildOptions {
  deps: AppDeps;
  /** Serve the built web app from apps/web/dist (off in API tests). */
  serveWebApp?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Parse every answer with its zod schema too and compare (tests: plugins/answer-serializer.ts). */
  checkAnswers?: boolean;
}

/** Registers route plugins under one prefix, in the order given. */
async function registerAll(
  scope: FastifyInstance,
  prefix: string,
  routes: readonly FastifyPluginAsync[],
): Promise<void> {
  for (const routePlugin of routes) await scope.register(routePlugin, { prefix });
}

/** Builds the whole server; server.ts listens, tests `inject`. */
export async function buildApp({
  deps,
  serveWebApp = true,
  logStream,
  checkAnswers = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: logSerializers,
      ...(logStream && { stream: logStream }),
    },
    genReqId: () => randomUUID(),
    // plugins/request-log.ts writes the lines an operator needs (writes, failures, slow reads).
    disableRequestLogging: true,
    requestIdHeader: false,
    // The client address (login limits, sessions) comes from X-Forwarded-For only when the
    // connection is from a proxy the operator named in TRUST_PROXY; anyone can write that header.
    trustProxy: deps.config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    checkAnswers ? checkedAnswerSerializerCompiler : answerSerializerCompiler,
  );
  app.decorate('deps', deps);
  app.decorate('consoleRoutes', []);
  app.decorate(
    'notifier',
    await setUpNotifications({
      db: deps.db,
      config: deps.config,
      jobs: deps.jobs,
      mailTransport: deps.mailer.transport,
      log: app.log,
    }),
  );
  registerReportExports(deps);
  if (deps.changes) {
    cacheSessions(deps.db, deps.changes);
    cacheSettings(deps.db, deps.changes);
  }
  registerJsonParser(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerRequestLog(app);
  registerExtensionCors(app);
  registerInputTextCheck(app);
  // API answers over 1 KB go compressed; static files arrive precompressed from the build.
  registerCompression(app);
  await registerDocs(app);

  await registerAll(app, '/api/account', [accountRoutes, administrativeUnitRoutes]);
  // The browser extension's configuration and reports: a session is read when one is sent.
  await app.register(extensionRoutes, { prefix: '/api/extension' });
  await app.register(downloadRoutes, { prefix: '/downloads' });
  // The bank-notification services and Telegram's bot updates: no session, each checked by its own
  // secret.
  await registerAll(app, '/api/webhooks', [webhookRoutes, telegramWebhookRoutes]);
  // Photos by their signed, expiring address: an <img> sends no session (modules/photos).
  await app.register(photoFileRoutes, { prefix: '/api/photos' });
  // `npm run bench:scale`'s yardsticks (BENCH_ROUTES=1 only): one indexed select, and nothing.
  if (deps.config.benchRoutes) await app.register(benchRoutes, { prefix: '/api/bench' });
  // Every route registered in this scope needs a valid session: auth is decided once, here.
  await app.register(async (signedIn) => {
    requireSignedIn(signedIn);
    await registerAll(signedIn, '/api/customer', [customerRoutes, messageRoutes]);
    await signedIn.register(dashboardRoutes, { prefix: '/api/order' });
    await signedIn.register(async (customers) => {
      requireCustomer(customers);
      await registerAll(customers, '/api/customer', [
        walletRoutes,
        depositRoutes,
        withdrawalRoutes,
        searchRoutes,
        savedAddressRoutes,
        notificationSettingsRoutes,
        telegramLinkRoutes,
        webPushRoutes,
      ]);
      await registerAll(customers, '/api/order', [
        cartRoutes,
        orderRoutes,
        complaintRoutes,
        complaintPhotoRoutes,
        transportRoutes,
        deliveryRoutes,
        shopFavoriteRoutes,
        linkRoutes,
        orderNotificationRoutes,
      ]);
      await customers.register(orderShipRoutes, { prefix: '/api/ordership' });
      await customers.register(extensionSessionRoutes, { prefix: '/api/extension' });
    });
    // The operator console: each route names its area and only that area's roles may call it
    // (shared consoleAreas, DESIGN §12), checked once for the whole /api/admin prefix.
    await signedIn.register(async (staff) => {
      requireConsoleArea(staff);
      await registerAll(staff, '/api/admin', [
        inArea('customers', customerAdminRoutes),
        inArea('money', walletAdminRoutes),
        inArea('money', depositAdminRoutes),
        inArea('money', withdrawalAdminRoutes),
        inArea('orders', orderAdminRoutes),
        inArea('parcels', transportAdminRoutes),
        inArea('warehouse', bagAdminRoutes),
        inArea('parcels', orderShipAdminRoutes),
        inArea('deliveries', deliveryAdminRoutes),
        inArea('money', bankTransferAdminRoutes),
        inArea('complaints', complaintAdminRoutes),
        inArea('audit', auditAdminRoutes),
        inArea('outbox', mailAdminRoutes),
        inArea('queues', queueCountRoutes),
        inArea('buying', extensionAdminRoutes),
        inArea('parcels', photoAdminRoutes),
        inArea('outbox', notificationAdminRoutes),
        inArea('vouchers', voucherAdminRoutes),
        inArea('reports', reportAdminRoutes),
        inArea('reports', reportExportAdminRoutes),
        inArea('administration', staffAdminRoutes),
        inArea('administration', settingsAdminRoutes),
        // The rates are settings: the selling rate prices every order from the moment it applies.
        inArea('administration', rateAdminRoutes),
      ]);
    });
  });

  if (serveWebApp) await registerWebApp(app, deps.config.webDist);
  return app;
}
