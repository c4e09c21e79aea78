import { sql } from 'drizzle-orm';
import {
  formatDate,
  labelOf,
  parseDayStart,
  RateKind,
  rateKindNames,
  RateStatus,
  type ApproveRateInput,
  type CreateRateInput,
  type RateListAnswer,
  type RateListQuery,
  type RateRow,
} from '@app/shared';
import type { Config } from '../../config.js';
import type { ChangeChannel } from '../../db/change-feed.js';
import type { Database, Executor } from '../../db/client.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { currentRate } from '../settings/rate-in-force.js';
import { forgetSettings, readSettings } from '../settings/settings.repository.js';
import {
  applyProposal,
  insertRate,
  listRates,
  lockRate,
  proposalWaitingSince,
  rateRowById,
  setAsideProposals,
  toX100,
  waitingProposal,
  waitingProposalIds,
  type RateRecord,
} from './rates.repository.js';
import { FeedUnreadable, readVcbTransferRate } from './vcb-feed.js';

/**
 * The selling and buying rates (DESIGN §10): set by staff with an effective time, or proposed
 * from Vietcombank's feed and approved; kept as history, never edited. An order locks the selling
 * rate in force as it is made (readSettings gives it), so a new rate changes only what comes next.
 */

/**
 * How far in the past a time typed as "from" may be: the moment the form was filled in, sent a
 * little later. Further back would reprice orders already made, so it is refused.
 */
const PAST_ALLOWANCE_MS = 60_000;

/** Heard by every server (db/change-feed.ts): their cached settings carry the selling rate. */
const SETTINGS_CHANNEL: ChangeChannel = 'settings_changed';

/** Serialises proposals, staff's and the morning job's, so one reading is never recorded twice. */
const PROPOSAL_LOCK = sql`select pg_advisory_xact_lock(hashtext('rate-proposal'))`;

/** When a rate takes effect: now, or the later time given; a time already past is refused. */
function effectiveFromOf(given: string | undefined, now: Date): Date {
  if (given === undefined) return now;
  const at = new Date(given);
  if (at.getTime() < now.getTime() - PAST_ALLOWANCE_MS) {
    throw fieldError('EffectiveFrom', 'rateEffectivePast');
  }
  // A moment just past is now: a rate never starts before it was set.
  return at > now ? at : now;
}

/** A new selling rate in force: every server drops its cached settings when `tx` commits. */
async function announceSellingRate(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}

async function answer(db: Database, id: number): Promise<RateRow> {
  const row = await rateRowById(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** GET admin/rates: a page of the history, the rates in force now and the waiting proposal. */
export async function rateList(db: Database, query: RateListQuery): Promise<RateListAnswer> {
  const [page, selling, buying, proposal] = await Promise.all([
    listRates(db, query.kind as RateKind | undefined, query),
    currentRate(db, RateKind.Selling),
    currentRate(db, RateKind.Buying),
    waitingProposal(db),
  ]);
  return { ...page, CurrentSelling: selling, CurrentBuying: buying, Proposal: proposal };
}

/**
 * A rate staff set, in `tx`: applied at once, from now or the later time given. The settings
 * editor's CurrentRate comes here too (settings-save.ts).
 */
export async function setRateIn(
  tx: Executor,
  actorId: number,
  input: CreateRateInput,
): Promise<RateRecord> {
  const kind = input.Kind as RateKind;
  const effectiveFrom = effectiveFromOf(input.EffectiveFrom, new Date());
  const row = await insertRate(tx, {
    kind,
    rate: input.Rate,
    effectiveFrom,
    source: 'staff',
    status: RateStatus.Applied,
    createdBy: actorId,
  });
  await writeAudit(tx, {
    actorId,
    action: 'rate.create',
    entity: 'rate',
    entityId: row.id,
    after: {
      Kind: labelOf(rateKindNames, kind),
      Rate: row.rateX100 / 100,
      EffectiveFrom: effectiveFrom.toISOString(),
      Source: 'staff',
    },
  });
  if (kind === RateKind.Selling) await announceSellingRate(tx);
  return row;
}

/** POST admin/rates. */
export async function setRate(
  db: Database,
  actorId: number,
  input: CreateRateInput,
): Promise<RateRow> {
  const row = await db.transaction((tx) => setRateIn(tx, actorId, input));
  forgetSettings(db);
  return answer(db, row.id);
}

/**
 * PUT admin/rates/{id}/approve: a proposal applied from now, or from the later time staff give.
 * The row is locked first: of two approvals at once, the second finds it applied and is refused.
 */
export async function approveRate(
  db: Database,
  actorId: number,
  id: number,
  input: ApproveRateInput,
): Promise<RateRow> {
  await db.transaction(async (tx) => {
    const proposal = await lockRate(tx, id);
    if (!proposal) throw new NotFoundError();
    if (proposal.status !== RateStatus.Proposed) throw ruleError('rateNotProposed');
    const effectiveFrom = effectiveFromOf(input.EffectiveFrom, new Date());
    await applyProposal(tx, id, actorId, effectiveFrom);
    await writeAudit(tx, {
      actorId,
      action: 'rate.approve',
      entity: 'rate',
      entityId: id,
      before: { Status: proposal.status },
      after: { Status: RateStatus.Applied, EffectiveFrom: effectiveFrom.toISOString() },
    });
    await announceSellingRate(tx);
  });
  forgetSettings(db);
  return answer(db, id);
}

/** PUT admin/rates/{id}/setaside: a proposal staff do not want; nothing changes in prices. */
export async function setAsideRate(db: Database, actorId: number, id: number): Promise<RateRow> {
  await db.transaction(async (tx) => {
    const proposal = await lockRate(tx, id);
    if (!proposal) throw new NotFoundError();
    if (proposal.status !== RateStatus.Proposed) throw ruleError('rateNotProposed');
    await setAsideProposals(tx, [id]);
    await writeAudit(tx, {
      actorId,
      action: 'rate.setaside',
      entity: 'rate',
      entityId: id,
      before: { Status: proposal.status },
      after: { Status: RateStatus.SetAside },
    });
  });
  return answer(db, id);
}

/**
 * The proposal of a reading of the feed, in `tx` (holding PROPOSAL_LOCK): a selling rate of the
 * transfer rate plus the margin setting. The proposals still waiting are set aside: the newer
 * reading replaces them, so staff decide on one. `actorId` null: the morning job, which no staff
 * member did (the row itself says it: source vcb, no creator).
 */
async function recordProposal(
  tx: Executor,
  transferRate: number,
  actorId: number | null,
): Promise<RateRecord> {
  const { RateMargin } = await readSettings(tx);
  const older = await waitingProposalIds(tx);
  await setAsideProposals(tx, older);
  const rate = (toX100(transferRate) + toX100(RateMargin)) / 100;
  const row = await insertRate(tx, {
    kind: RateKind.Selling,
    rate,
    // Until approved, when it becomes the approval's time: when the feed was read.
    effectiveFrom: new Date(),
    source: 'vcb',
    status: RateStatus.Proposed,
    createdBy: actorId,
  });
  if (actorId !== null) {
    await writeAudit(tx, {
      actorId,
      action: 'rate.propose',
      entity: 'rate',
      entityId: row.id,
      after: { Rate: rate, TransferRate: transferRate, RateMargin, SetAside: older },
    });
  }
  return row;
}

/** Reads the feed for a staff request: a refusal naming what went wrong when it cannot. */
async function transferRateFor(config: Pick<Config, 'vcbRateUrl'>): Promise<number> {
  if (!config.vcbRateUrl) throw ruleError('rateFeedOff');
  try {
    return await readVcbTransferRate(config.vcbRateUrl);
  } catch (error) {
    if (error instanceof FeedUnreadable) {
      throw ruleError('rateFeedUnreadable', { reason: error.reason });
    }
    throw error;
  }
}

/** POST admin/rates/propose: the feed read now, its proposal waiting for staff. */
export async function proposeRate(
  deps: { db: Database; config: Pick<Config, 'vcbRateUrl'> },
  actorId: number,
): Promise<RateRow> {
  // The feed is read before the transaction: no lock waits on the network.
  const transferRate = await transferRateFor(deps.config);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(PROPOSAL_LOCK);
    return recordProposal(tx, transferRate, actorId);
  });
  return answer(deps.db, row.id);
}

/** The start of today in Vietnam. */
const startOfToday = (now: Date) => parseDayStart(formatDate(now)) ?? now;

export interface MorningProposalDeps {
  db: Database;
  config: Pick<Config, 'vcbRateUrl'>;
  log: { info(details: object, message: string): void };
}

/**
 * The morning job's proposal (rate-jobs.ts): none when the feed is not configured, or when a
 * proposal made today still waits (a retry, a second run). A feed that cannot be read throws, so
 * the job is retried later.
 */
export async function proposeMorningRate(deps: MorningProposalDeps): Promise<RateRecord | null> {
  const { db, config, log } = deps;
  if (!config.vcbRateUrl) {
    log.info({}, 'rate proposal skipped: VCB_RATE_URL is not set');
    return null;
  }
  const today = startOfToday(new Date());
  // Checked before the feed is read (no call for nothing), and again under the lock.
  if (await proposalWaitingSince(db, today)) return null;
  const transferRate = await readVcbTransferRate(config.vcbRateUrl);
  const row = await db.transaction(async (tx) => {
    await tx.execute(PROPOSAL_LOCK);
    if (await proposalWaitingSince(tx, today)) return null;
    return recordProposal(tx, transferRate, null);
  });
  if (row) {
    log.info({ rateId: row.id, rate: row.rateX100 / 100, transferRate }, 'rate proposed');
  }
  return row;
}
