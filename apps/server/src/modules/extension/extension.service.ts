import {
  EXTENSION_REPORT_STATUS,
  extensionReportMachine,
  type ExtensionConfig,
  type ExtensionReportStatus,
  type ExtensionReportInput,
  type ExtensionReportRow,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { customerCounts, extensionReports, users } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { StaffScope } from '../../lib/owner-scope.js';
import type { CurrentUser } from '../../types.js';
import { createSession } from '../sessions/sessions.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import { assertNotBlocked, countAttempt, throttleRules } from '../throttle/throttle.js';
import { transition } from '../state-machine/transition.js';
import {
  reportRow,
  saveReport,
  type ExtensionReportRecord,
} from './extension-reports.repository.js';

/**
 * The browser extension's calls (DESIGN §9): what it shows and whether it may add (its
 * configuration), the pages it could not read (reports, a queue for staff), and the session a
 * signed-in portal tab hands over to it.
 */

/** Who sent the extension's token: a customer, nobody, or a token that no longer opens a session. */
export type ExtensionCaller =
  | { kind: 'customer'; user: CurrentUser }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'other' };

/**
 * extension/config: the rate and the customer's cart count for the panel, the portal's address,
 * and the oldest version still allowed. A token that opens no session answers SignedIn false with
 * SessionExpired, never a 401: the panel keeps showing prices to someone signed out.
 */
export async function extensionConfig(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  caller: ExtensionCaller,
): Promise<ExtensionConfig> {
  const settings = await readSettings(db);
  const common = {
    CurrentRate: settings.CurrentRate,
    PortalUrl: config.publicUrl,
    MinVersion: settings.ExtensionMinVersion,
  };
  if (caller.kind !== 'customer') {
    return {
      ...common,
      SignedIn: false,
      UserName: '',
      NumberCarts: 0,
      ...(caller.kind !== 'none' && { SessionExpired: caller.kind === 'expired' }),
    };
  }
  const [row] = await db
    .select({ email: users.email, carts: customerCounts.carts })
    .from(users)
    .leftJoin(customerCounts, eq(customerCounts.customerId, users.id))
    .where(eq(users.id, caller.user.id));
  return {
    ...common,
    SignedIn: true,
    UserName: row?.email ?? '',
    NumberCarts: row?.carts ?? 0,
    SessionExpired: false,
  };
}

/**
 * extension/report: a page the extension could not read, with or without a session; at most
 * throttleRules.extensionReportPerAddress reports from one address, so the queue cannot be flooded.
 */
export async function reportPage(
  db: Database,
  client: { ip: string; customerId: number | null },
  input: ExtensionReportInput,
): Promise<{ Id: number }> {
  const key = `extension-report:${client.ip}`;
  await assertNotBlocked(db, [key]);
  await countAttempt(db, key, throttleRules.extensionReportPerAddress);
  return { Id: await saveReport(db, client.customerId, input) };
}

/**
 * extension/session: a session of its own for the extension, opened from a signed-in portal tab
 * (the portal's `#/extension` hands it over): signing out of the portal leaves it signed in, and
 * it lasts as long as a remembered sign-in.
 */
export async function extensionSession(
  db: Database,
  user: CurrentUser,
  client: { ip: string; userAgent: string },
): Promise<{ Token: string }> {
  const token = await createSession(db, {
    userId: user.id,
    rememberMe: true,
    ip: client.ip,
    userAgent: `extension ${client.userAgent}`,
  });
  return { Token: token };
}

/** admin extension-reports/{id}/handled: the report leaves the queue with what staff did. */
export async function handleReport(
  db: Database,
  scope: StaffScope,
  id: number,
  note: string,
): Promise<ExtensionReportRow> {
  return db.transaction(async (tx) => {
    await transition<ExtensionReportRecord, ExtensionReportStatus>(tx, {
      machine: extensionReportMachine,
      table: extensionReports,
      id,
      scope,
      to: EXTENSION_REPORT_STATUS.Handled,
      mover: 'staff',
      actorId: scope.staffId,
      set: { handledNote: note, handledBy: scope.staffId, handledAt: new Date() },
      // The reporter is not told: the page's fix reaches them as the extension's next version.
      message: () => null,
      details: () => ({ HandledNote: note }),
    });
    const row = await reportRow(tx, id);
    if (!row) throw new NotFoundError();
    return row;
  });
}
