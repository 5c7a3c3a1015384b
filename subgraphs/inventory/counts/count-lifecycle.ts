import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * The moves of a stock count between its states, and the batch work behind the `*_in_progress`
 * states. A request moves the count into the in-progress state and enqueues the work in the
 * same transaction; the job (count-jobs.ts) then takes the lines BATCH_SIZE at a time, each batch
 * its own transaction that also advances the count's progress, and moves the count on when no
 * line is left. A line's `stage` records what is done with it, so a job that runs again after a
 * crash carries on where the last committed batch ended.
 *
 *   yet_to_start ─start→ start_in_progress ─job→ counting ─submit→ submission_in_progress ─job→
 *   submitted (or approval_in_progress when approval is required) ─approve→ processing ─job→ completed
 *   submitted / approval_in_progress ─reject→ counting
 *   yet_to_start / counting / submitted / approval_in_progress ─cancel→ cancelled
 *   yet_to_start / counting past the due date ─daily job→ expired
 */
import { countProgressed } from './count-live.ts';
import type { Tx } from '../../../drizzle/client.ts';
import type { stockMovements } from '../../../drizzle/tables/inventory/stock.ts';
import type { CountOperation, CountState } from '../../../drizzle/tables/inventory/counts.ts';
import { findItemsByKeys } from '../../accounting/api.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { Clock } from '../../core/values/clock.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { newId } from '../../core/values/ids.ts';
import { type PostingLine, post } from '../../core/books/ledger.ts';
import { Decimal, dec, roundTo, toDb } from '../../core/values/money.ts';
import type { Scope } from '../../core/request/scope.ts';
import { membershipOf } from '../../core/request/tenancy.ts';
import { localDate } from '../../core/values/time.ts';
import type { ApproveInventoryCountInput, InventoryCount, RecordInventoryCountInput, RejectInventoryCountInput } from '../generated/graphql.ts';
import { type CountWork, countJobs } from './count-jobs.ts';
import { countSettingsOf } from './count-settings.ts';
import { OPEN_STATES, cannotMoveCount, varianceOf } from './count-rules.ts';
import {
  type CountLineRow,
  type CountRow,
  advanceProgress,
  findCount,
  insertAdjustments,
  lineIdsOf,
  linesAtStage,
  linesOfCount,
  lockCountRow,
  onHand,
  organizationMoney,
  recordDecisions,
  recordLineCounts,
  refreshCounters,
  reopenLines,
  setSystemQuantities,
  settleLineBatch,
  submitLineBatch,
  updateCount,
} from './count-store.ts';
import { countView } from './count-views.ts';

/** Lines one transaction of a job works on. */
export const BATCH_SIZE = 500;

/** What each operation's job does: the state it works in, the line stage it takes and leaves. */
const OPERATIONS: Record<CountOperation, { working: CountState; from: number; to: number }> = {
  start: { working: 'start_in_progress', from: 0, to: 1 },
  submit: { working: 'submission_in_progress', from: 1, to: 2 },
  approve: { working: 'processing', from: 2, to: 3 },
};

/** Moves the count into an operation's working state and enqueues the job, in the caller's transaction. */
async function begin(tx: Tx, scope: Scope, row: CountRow, operation: CountOperation, extra: Partial<CountRow> = {}): Promise<void> {
  await updateCount(tx, row.organizationId, row.id, { status: OPERATIONS[operation].working, operation, processedLines: 0, updatedAt: scope.now, ...extra });
  await scope.jobs.send(countJobs.countLines, { organizationId: row.organizationId, countId: row.id }, { executor: tx });
  await countProgressed(tx, row.organizationId, row.id);
}

export async function startCount(scope: Scope, countId: string): Promise<InventoryCount> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.status !== 'yet_to_start') throw cannotMoveCount(row, 'started', row.status === 'counting' ? 'it has started already' : undefined);
    if (!row.numberOfItems) throw cannotMoveCount(row, 'started', 'it lists no items');
    await begin(tx, scope, row, 'start');
    return countView(tx, org, row.id);
  });
}

/** Records counted quantities (or skips) of lines named by line_item_id or item_id, in one statement per thousand lines. */
export async function recordCount(scope: Scope, countId: string, input: RecordInventoryCountInput): Promise<InventoryCount> {
  if (!input.lineItems.length) throw invalid(['input', 'lineItems'], 'must name at least one line');
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.status !== 'counting') throw cannotMoveCount(row, 'counted', row.status === 'yet_to_start' ? 'start it first' : 'counting is over');
    const lines = await linesOfCount(tx, org.id, row.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const byItem = new Map(lines.map((l) => [l.itemId, l]));
    const named = new Set<string>();
    const changes = input.lineItems.map((given, i) => {
      const field = (name: string) => ['input', 'lineItems', i, name];
      const line = given.lineItemId ? byId.get(given.lineItemId) : given.itemId ? byItem.get(given.itemId) : undefined;
      if (!given.lineItemId && !given.itemId) throw invalid(field('lineItemId'), 'is required: name the line by line_item_id or item_id');
      if (!line) throw invalid(given.lineItemId ? field('lineItemId') : field('itemId'), `is not a line of the stock count ${row.inventorycountNumber}`);
      if (named.has(line.id)) throw invalid(field('lineItemId'), 'names a line listed before');
      named.add(line.id);
      const skipped = given.isSkipped === true;
      if (skipped && given.countedQuantity != null) throw invalid(field('countedQuantity'), 'must be left out when the line is skipped');
      if (!skipped && given.countedQuantity == null && given.isSkipped !== false) throw invalid(field('countedQuantity'), 'is required (or is_skipped: true)');
      if (given.countedQuantity != null && dec(given.countedQuantity).lt(0)) throw invalid(field('countedQuantity'), 'must be at least 0');
      const counted = skipped ? null : given.countedQuantity != null ? toDb(given.countedQuantity) : line.countedQuantity;
      const status = skipped ? 'skipped' : counted === null ? 'draft' : 'counted';
      return { id: line.id, counted, skipped, status, reason: given.reasonId ?? null, reasonGiven: given.reasonId !== undefined };
    });
    await recordLineCounts(tx, org.id, row.id, changes);
    await refreshCounters(tx, org.id, row.id, { updatedAt: scope.now });
    return countView(tx, org, row.id);
  });
}

export async function submitCount(scope: Scope, countId: string): Promise<InventoryCount> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.status !== 'counting') throw cannotMoveCount(row, 'submitted', row.status === 'yet_to_start' ? 'start and count it first' : undefined);
    const pending = row.numberOfItems - row.numberOfItemsCounted - row.numberOfItemsSkipped;
    if (pending > 0) throw cannotMoveCount(row, 'submitted', `${pending} of its ${row.numberOfItems} lines are neither counted nor skipped`);
    await begin(tx, scope, row, 'submit', { submittedById: scope.actor.userId, submittedTime: scope.now, rejectionReason: null });
    return countView(tx, org, row.id);
  });
}

/** With approval required, only the organization's admins and approvers decide on counts. */
async function checkApprover(tx: Tx, scope: Scope, row: CountRow, action: string): Promise<void> {
  if (row.status !== 'approval_in_progress') return;
  const member = scope.actor.userId ? await membershipOf(tx, row.organizationId, scope.actor.userId) : undefined;
  if (member?.role !== 'admin' && member?.role !== 'approver') {
    throw new KontorError(
      'FORBIDDEN',
      `Only an admin or an approver of the organization can ${action} the stock count ${row.inventorycountNumber}: approval is required.`,
    );
  }
}

export async function approveCount(scope: Scope, countId: string, input: ApproveInventoryCountInput | null | undefined): Promise<InventoryCount> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.status !== 'submitted' && row.status !== 'approval_in_progress')
      throw cannotMoveCount(row, 'approved', row.status === 'counting' ? 'submit it first' : undefined);
    await checkApprover(tx, scope, row, 'approve');
    const decisions = input?.lineItems ?? [];
    if (decisions.length) {
      const ids = decisions.map((d) => d.lineItemId);
      const found = await lineIdsOf(tx, org.id, row.id, ids);
      const seen = new Set<string>();
      decisions.forEach((d, i) => {
        if (!found.has(d.lineItemId)) throw invalid(['input', 'lineItems', i, 'lineItemId'], `is not a line of the stock count ${row.inventorycountNumber}`);
        if (seen.has(d.lineItemId)) throw invalid(['input', 'lineItems', i, 'lineItemId'], 'names a line listed before');
        seen.add(d.lineItemId);
      });
      await recordDecisions(tx, org.id, row.id, decisions);
    }
    await begin(tx, scope, row, 'approve', { approvedById: scope.actor.userId, approvedTime: scope.now });
    return countView(tx, org, row.id);
  });
}

/** A submitted count goes back to counting: its counted quantities stay, to be corrected and submitted again. */
export async function rejectCount(scope: Scope, countId: string, input: RejectInventoryCountInput | null | undefined): Promise<InventoryCount> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.status !== 'submitted' && row.status !== 'approval_in_progress') throw cannotMoveCount(row, 'rejected', 'only a submitted count is rejected');
    await checkApprover(tx, scope, row, 'reject');
    await reopenLines(tx, org.id, row.id);
    await updateCount(tx, org.id, row.id, {
      status: 'counting',
      rejectionReason: input?.reason?.trim() || null,
      submittedById: null,
      submittedTime: null,
      updatedAt: scope.now,
    });
    return countView(tx, org, row.id);
  });
}

export async function cancelCount(scope: Scope, countId: string): Promise<InventoryCount> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (!OPEN_STATES.includes(row.status)) throw cannotMoveCount(row, 'cancelled', row.operation ? 'wait until the work on it has finished' : undefined);
    await updateCount(tx, org.id, row.id, { status: 'cancelled', updatedAt: scope.now });
    return countView(tx, org, row.id);
  });
}

// --- the job ---------------------------------------------------------------------------------

/**
 * Works a count's lines in batches until none is left, then moves the count on. Idempotent:
 * a count not in a working state (finished, cancelled, deleted) is left alone.
 */
export async function workCountLines(data: CountWork, run: JobRun): Promise<void> {
  for (;;) {
    if (run.signal.aborted) throw new Error('the process is stopping; the job resumes where it stopped');
    const done = await run.database.db.transaction((tx) => workOneBatch(tx, data, run.clock));
    if (done) return;
  }
}

async function workOneBatch(tx: Tx, data: CountWork, clock: Clock): Promise<boolean> {
  const row = await lockCountRow(tx, data.organizationId, data.countId);
  if (!row?.operation || row.status !== OPERATIONS[row.operation].working) return true;
  const operation = OPERATIONS[row.operation];
  const batch = await linesAtStage(tx, row.organizationId, row.id, operation.from, BATCH_SIZE);
  const now = clock.now();
  if (!batch.length) {
    await finish(tx, row, now);
    return true;
  }
  if (row.operation === 'start') await takeSystemQuantities(tx, row, batch);
  else if (row.operation === 'submit') await submitLines(tx, row, batch);
  else await settleLines(tx, row, batch);
  await advanceProgress(tx, row.organizationId, row.id, batch.length, now);
  await countProgressed(tx, row.organizationId, row.id);
  return false;
}

async function finish(tx: Tx, row: CountRow, now: Date): Promise<void> {
  let status: CountState;
  if (row.operation === 'start') status = 'counting';
  else if (row.operation === 'submit') status = (await countSettingsOf(tx, row.organizationId)).approvalRequired ? 'approval_in_progress' : 'submitted';
  else status = 'completed';
  await refreshCounters(tx, row.organizationId, row.id, { status, operation: null, processedLines: 0, updatedAt: now });
  await countProgressed(tx, row.organizationId, row.id);
  if (status === 'completed') await queueWebhookEvent(tx, { organizationId: row.organizationId, name: 'stockcount.completed', id: row.id, at: now });
}

async function takeSystemQuantities(tx: Tx, row: CountRow, batch: CountLineRow[]): Promise<void> {
  const stock = new Map(
    (
      await onHand(
        tx,
        row.organizationId,
        row.locationId,
        batch.map((l) => l.itemId),
      )
    ).map((s) => [s.itemId, s.quantity]),
  );
  await setSystemQuantities(
    tx,
    row.organizationId,
    row.id,
    batch.map((l) => ({ id: l.id, quantity: toDb(stock.get(l.itemId) ?? '0') })),
  );
}

async function submitLines(tx: Tx, row: CountRow, batch: CountLineRow[]): Promise<void> {
  await submitLineBatch(
    tx,
    row.organizationId,
    row.id,
    batch.map((l) => l.id),
  );
}

/**
 * Approves or rejects a batch of lines: each approved variance becomes an `adjustment`
 * movement valued at the item's unit cost there (the average cost of its valued movements at
 * the location, else its purchase rate, else 0), and the batch's value posts to the ledger:
 * the item's inventory account (or Inventory Asset) against Inventory Adjustments.
 */
async function settleLines(tx: Tx, row: CountRow, batch: CountLineRow[]): Promise<void> {
  const org = await organizationMoney(tx, row.organizationId);
  const date = localDate(row.approvedTime ?? row.updatedAt, org.timeZone);
  const adjusting = batch.filter((l) => l.decision !== 'reject' && !l.isSkipped && !(varianceOf(l)?.isZero() ?? true));
  const itemIds = adjusting.map((l) => l.itemId);
  const [stock, items] = itemIds.length
    ? await Promise.all([onHand(tx, row.organizationId, row.locationId, itemIds), findItemsByKeys(tx, row.organizationId, { ids: itemIds })])
    : [[], []];
  const stockOf = new Map(stock.map((s) => [s.itemId, s]));
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const values = new Map<string, Decimal>();
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  const valueOfLine = new Map<string, string>();
  for (const line of adjusting) {
    const variance = varianceOf(line)!;
    const held = stockOf.get(line.itemId);
    const item = itemOf.get(line.itemId);
    const unitCost = held && dec(held.valuedQuantity).gt(0) ? dec(held.value).dividedBy(held.valuedQuantity) : dec(item?.purchaseRate ?? 0);
    const rate = unitCost.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
    const value = roundTo(variance.times(rate), org.pricePrecision);
    movements.push({
      id: newId(),
      organizationId: row.organizationId,
      itemId: line.itemId,
      locationId: row.locationId,
      kind: 'adjustment',
      quantity: toDb(variance),
      rate: toDb(rate),
      movementDate: date,
      sourceType: 'inventory_count',
      sourceId: row.id,
    });
    valueOfLine.set(line.id, toDb(value));
    const account = item?.inventoryAccountId ?? '';
    values.set(account, (values.get(account) ?? dec(0)).plus(value));
  }
  await insertAdjustments(tx, row.organizationId, row.locationId, movements);
  await settleLineBatch(
    tx,
    row.organizationId,
    row.id,
    batch.map((l) => ({
      id: l.id,
      status: l.isSkipped ? 'skipped' : l.decision === 'reject' ? 'rejected' : 'approved',
      value: valueOfLine.get(l.id) ?? null,
    })),
  );
  const total = [...values.values()].reduce((a, b) => a.plus(b), dec(0));
  if ([...values.values()].every((v) => v.isZero())) return;
  const system = await findAccounts(tx, row.organizationId, { systemKeys: ['inventory', 'inventory_adjustments'] });
  const key = (k: string) => {
    const found = system.find((a) => a.systemKey === k);
    if (!found) throw new Error(`organization ${row.organizationId} has no ${k} account`);
    return found.id;
  };
  const line = (accountId: string, amount: Decimal, description: string): PostingLine =>
    amount.gt(0)
      ? { accountId, debit: amount.toFixed(), currencyId: org.currencyId, exchangeRate: '1', description }
      : { accountId, credit: amount.negated().toFixed(), currencyId: org.currencyId, exchangeRate: '1', description };
  const lines: PostingLine[] = [...values].filter(([, v]) => !v.isZero()).map(([account, v]) => line(account || key('inventory'), v, 'Stock count adjustment'));
  if (!total.isZero()) lines.push(line(key('inventory_adjustments'), total.negated(), 'Stock count adjustment'));
  await post(tx, { organizationId: row.organizationId, date, sourceType: 'inventory_count', sourceId: row.id, sourceNumber: row.inventorycountNumber, lines });
}
