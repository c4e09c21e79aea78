import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mayOpen, type ConsoleArea, type Role } from '@app/shared';
import { onConsoleConnections } from '../db/console-pool.js';
import { limitConsoleReads } from './console-reads.js';
import { ForbiddenError, ruleError, UnauthorizedError } from '../lib/errors.js';
import { writeAudit } from '../modules/audit/audit.repository.js';
import { lookUpSession } from '../modules/sessions/session-cache.js';
import {
  customerScope,
  staffScope,
  type CustomerScope,
  type StaffScope,
} from '../lib/owner-scope.js';
import type { CurrentUser } from '../types.js';

/**
 * Auth is applied once per route prefix (CONVENTIONS 3): app.ts registers every signed-in area inside
 * a scope that calls `requireSignedIn`, and the operator area inside one that also calls `requireStaff`.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export function requireSignedIn(app: FastifyInstance): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const session = await lookUpSession(app.deps.db, token);
    if (!session) throw new UnauthorizedError();
    // A "view as customer" session reads; it may only end itself. Decided by the route that matched,
    // never by the URL's text (a query string can end with anything). A 400, not a 403: the portal
    // answers 403 by signing out (spec §8), and the staff member should just see why.
    const allowed = READ_METHODS.has(request.method) || request.routeOptions.config.readOnlyAllowed;
    if (session.readOnly && !allowed) {
      await auditViewSession(app, session, 'customer.view-as.refused', {
        Method: request.method,
        Route: request.routeOptions.url,
      });
      throw ruleError('readOnlySession');
    }
    request.currentUser = session;
  });
}

/** What a staff member did through a "view as customer" session, in the audit log under their name. */
export async function auditViewSession(
  app: FastifyInstance,
  session: CurrentUser,
  action: string,
  after?: Record<string, unknown>,
): Promise<void> {
  if (session.viewedBy === null) return;
  await writeAudit(app.deps.db, {
    actorId: session.viewedBy,
    action,
    entity: 'customer',
    entityId: session.code,
    after,
  });
}

/**
 * Operator routes: each names the console area it belongs to (`config.area`, usually given to a
 * whole module by `inArea`), and only the staff roles of that area may call it (DESIGN §12). A
 * customer's token, another role, or a route that names no area gets 403: forgetting to name one
 * locks a route rather than opening it (and the role × route test lists it).
 */
export function requireConsoleArea(app: FastifyInstance): void {
  // Kept whole: `inArea`'s hook, which runs after this one, still sets the route's area.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') app.consoleRoutes.push(route);
  });
  app.addHook('onRequest', async (request) => {
    const area = request.routeOptions.config.area;
    if (!area || !mayOpen(request.currentUser?.role, area)) throw new ForbiddenError();
  });
  // Staff's reads take their turn (plugins/console-reads.ts); then everything a console request
  // does runs on the console's connections (db/console-pool.ts), those for reads or for writes.
  limitConsoleReads(app);
  app.addHook('onRequest', (request, _reply, done) =>
    onConsoleConnections(READ_METHODS.has(request.method) ? 'read' : 'write', done),
  );
}

/** A console route and the area it names (none: nobody but the test that lists it may call it). */
export interface ConsoleRoute {
  method: string;
  url: string;
  area: ConsoleArea | undefined;
}

/** Every /api/admin route of an app with its area (what the role × route test walks). */
export const consoleRoutesOf = (app: FastifyInstance): ConsoleRoute[] =>
  app.consoleRoutes.flatMap((route) =>
    [route.method].flat().map((method) => ({ method, url: route.url, area: route.config?.area })),
  );

/**
 * Gives every route of a module the area it belongs to, unless a route names its own (a module
 * whose routes serve several desks, such as a customer's supporter beside the customer's page).
 */
export function inArea<Options extends Record<string, unknown>>(
  area: ConsoleArea,
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, area: route.config?.area ?? area };
    });
    await routes(app, options);
  };
}

/** Wallet calls: only a customer has a wallet. */
export function requireCustomer(app: FastifyInstance): void {
  requireRole(app, ['customer']);
}

function requireRole(app: FastifyInstance, roles: Role[]): void {
  app.addHook('onRequest', async (request) => {
    if (!request.currentUser || !roles.includes(request.currentUser.role))
      throw new ForbiddenError();
  });
}

/** The signed-in user of a route behind `requireSignedIn`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new UnauthorizedError();
  return request.currentUser;
}

/** The signed-in customer's own records: the scope of every portal call behind requireCustomer. */
export function customerScopeOf(request: FastifyRequest): CustomerScope {
  return customerScope(currentUser(request).id);
}

/** The signed-in staff member acting across customers, behind requireStaff. */
export function staffScopeOf(request: FastifyRequest): StaffScope {
  return staffScope(currentUser(request).id);
}
