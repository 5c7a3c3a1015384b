/**
 * Stock counts: create (from line items and/or an import file), read, list, change, delete.
 * The moves between states and the batch work behind them are count-lifecycle.ts.
 */
import { type SQL, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { type CountState, countLines, counts } from '../../../drizzle/tables/inventory/counts.ts';
import { type LookedUpItem, findItemsByKeys } from '../../accounting/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type {
  CreateInventoryCountInput,
  InventoryCount,
  InventoryCountFilter,
  InventoryCountLine,
  InventoryCountLineInput,
  InventoryCountLineStatus,
  InventoryCountOperation,
  InventoryCountStatus,
  InventoryCountSummary,
  InventoryCountType,
  QueryInventoryCountsArgs,
  UpdateInventoryCountInput,
} from '../generated/graphql.ts';
import { type ImportRow, readImportFile } from './count-import.ts';
import { countSettingsOf, lineLimitOf } from './count-settings.ts';

type Path = readonly (string | number)[];
export type CountRow = typeof counts.$inferSelect;
export type CountLineRow = typeof countLines.$inferSelect;
export type CountRecord = CountRow & { locationName: string | null; assigneeName: string | null };

const NUMBER_SERIES = { series: 'inventory_count', prefix: 'IC-', width: 6 };
/** Rows per INSERT: PostgreSQL takes at most 65535 parameters in one statement. */
export const INSERT_CHUNK = 1000;

/** States a count can still be cancelled (and is waiting on a person) in. */
export const OPEN_STATES: readonly CountState[] = ['yet_to_start', 'counting', 'submitted', 'approval_in_progress'];
/** States whose count still matters to a recurring profile (not finished one way or another). */
export const ACTIVE_STATES: readonly CountState[] = ['yet_to_start', 'start_in_progress', 'counting', 'submission_in_progress', 'submitted', 'approval_in_progress', 'processing'];

// --- views -----------------------------------------------------------------------------------

function selectCounts(db: Executor) {
  return db
    .select({ ...getTableColumns(counts), locationName: locations.locationName, assigneeName: users.name })
    .from(counts)
    .leftJoin(locations, eq(locations.id, counts.locationId))
    .leftJoin(users, eq(users.id, counts.assigneeId))
    .$dynamic();
}

export function accuracyOf(row: Pick<CountRow, 'numberOfItemsCounted' | 'numberOfItemsMatched'>): number {
  if (!row.numberOfItemsCounted) return 0;
  return roundTo(dec(row.numberOfItemsMatched).times(100).dividedBy(row.numberOfItemsCounted), 2).toNumber();
}

export function summaryView(row: CountRecord, timeZone: string): Omit<InventoryCountSummary, '__typename'> {
  const locationName = row.locationName ?? '';
  return {
    inventorycountId: row.id,
    inventorycountNumber: row.inventorycountNumber,
    countDate: row.countDate,
    dueDate: row.dueDate,
    description: row.description,
    status: toEnum<InventoryCountStatus>(row.status),
    countType: toEnum<InventoryCountType>(row.countType),
    warehouseId: row.locationId,
    warehouseName: locationName,
    locationId: row.locationId,
    locationName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    assigneePhotoUrl: null,
    createdById: row.createdById,
    recurringinventorycountId: row.recurringCountId,
    numberOfItems: row.numberOfItems,
    numberOfItemsCounted: row.numberOfItemsCounted,
    numberOfItemsSkipped: row.numberOfItemsSkipped,
    numberOfItemsAdjusted: row.numberOfItemsAdjusted,
    numberOfItemsApproved: row.numberOfItemsApproved,
    numberOfItemsRejected: row.numberOfItemsRejected,
    accuracy: accuracyOf(row),
    progress: row.operation ? { operation: toEnum<InventoryCountOperation>(row.operation), processedLines: row.processedLines, totalLines: row.numberOfItems } : null,
    submittedTime: row.submittedTime && formatTimestamp(row.submittedTime, timeZone),
    approvedTime: row.approvedTime && formatTimestamp(row.approvedTime, timeZone),
    rejectionReason: row.rejectionReason,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** counted − system, when the line is counted and its system quantity known. */
export function varianceOf(line: Pick<CountLineRow, 'countedQuantity' | 'systemQuantity' | 'isSkipped'>) {
  if (line.isSkipped || line.countedQuantity === null || line.systemQuantity === null) return null;
  return dec(line.countedQuantity).minus(line.systemQuantity);
}

export function lineView(line: CountLineRow): InventoryCountLine {
  const variance = varianceOf(line);
  return {
    lineItemId: line.id,
    itemId: line.itemId,
    itemName: line.itemName,
    itemOrder: line.itemOrder,
    sku: line.sku,
    unit: line.unit,
    systemQuantity: line.systemQuantity,
    countedQuantity: line.isSkipped ? null : line.countedQuantity,
    stockVariance: variance && toDb(variance),
    trackSerialNumber: false,
    trackBatchNumber: false,
    isMatched: variance && variance.isZero(),
    hasTrackingDetailsMismatch: false,
    isSkipped: line.isSkipped,
    status: toEnum<InventoryCountLineStatus>(line.status),
    reasonId: line.reasonId,
    adjustmentValue: line.adjustmentValue,
  };
}

export async function findCount(db: Executor, organizationId: string, countId: string, options: { lock?: boolean } = {}): Promise<CountRow> {
  if (!isId(countId)) throw notFound('The stock count');
  const query = db.select().from(counts).where(inOrg(counts, organizationId, eq(counts.id, countId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('The stock count');
  return row;
}

export async function linesOfCount(db: Executor, organizationId: string, countId: string): Promise<CountLineRow[]> {
  return db.select().from(countLines).where(inOrg(countLines, organizationId, eq(countLines.countId, countId))).orderBy(asc(countLines.itemOrder), asc(countLines.id));
}

/**
 * A count with its lines: two statements whatever its size, the count first. A job commits a
 * batch of lines before the transaction that moves the count on, so lines read after the count
 * are at least as new as its status; read side by side on two connections, a count already
 * `counting` could come back with lines whose system quantities are not yet visible.
 */
export async function countView(db: Executor, org: OrganizationRow, countId: string): Promise<InventoryCount> {
  if (!isId(countId)) throw notFound('The stock count');
  const [row] = await selectCounts(db).where(inOrg(counts, org.id, eq(counts.id, countId)));
  if (!row) throw notFound('The stock count');
  const lines = await linesOfCount(db, org.id, countId);
  return { ...summaryView(row, org.timeZone), lineItems: lines.map(lineView) };
}

const STATE_LABEL: Record<CountState, string> = {
  yet_to_start: 'yet to start',
  start_in_progress: 'being started',
  counting: 'in counting',
  submission_in_progress: 'being submitted',
  submitted: 'submitted',
  approval_in_progress: 'waiting for approval',
  processing: 'being processed',
  completed: 'completed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** A move the count's state does not allow, naming the state. */
export function refuse(row: Pick<CountRow, 'inventorycountNumber' | 'status'>, action: string, hint?: string): KontorError {
  return new KontorError('INVALID_STATE', `The stock count ${row.inventorycountNumber} is ${STATE_LABEL[row.status]} (status ${row.status}) and cannot be ${action}${hint ? `; ${hint}` : ''}.`, { state: row.status });
}

// --- list ------------------------------------------------------------------------------------

const SORT_COLUMNS = {
  created_time: counts.createdAt,
  count_date: counts.countDate,
  inventorycount_number: sql`lower(${counts.inventorycountNumber})`,
  last_modified_time: counts.updatedAt,
};

const FILTER_WIRE: Partial<Record<InventoryCountFilter, string>> = { STATUS_ALL: 'Status.All', ASSIGNEE_SELF: 'Assignee.Self' };

/** A page of counts (summaries): one statement whatever the page size. */
export async function listCounts(db: Db, org: OrganizationRow, userId: string, args: QueryInventoryCountsArgs, page: Page) {
  const filter = args.filterBy ?? 'STATUS_ALL';
  const conditions: (SQL | undefined)[] = [
    filter === 'STATUS_ALL' ? undefined : filter === 'ASSIGNEE_SELF' ? eq(counts.assigneeId, userId) : eq(counts.status, fromEnum(filter) as CountState),
    searchOf([counts.inventorycountNumber, counts.description], args.searchText),
  ];
  const sort = orderOf(SORT_COLUMNS, counts.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'created_time', order: 'D', descending: Object.keys(SORT_COLUMNS) });
  const { limit, offset } = window(page);
  const rows = await selectCounts(db).where(inOrg(counts, org.id, ...conditions)).orderBy(...sort.orderBy).limit(limit).offset(offset);
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: FILTER_WIRE[filter] ?? fromEnum(filter) }, (nodes) => nodes.map((r) => summaryView(r, org.timeZone)));
}

// --- people and places -----------------------------------------------------------------------

/** Active members of the organization by user id, with name and email. */
export async function membersById(db: Executor, organizationId: string, userIds: readonly string[]): Promise<Map<string, { name: string; email: string; role: string }>> {
  const ids = [...new Set(userIds.filter(isId))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inOrg(memberships, organizationId, inArray(memberships.userId, ids), eq(memberships.status, 'active')));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, role: r.role }]));
}

export async function checkAssignee(db: Executor, organizationId: string, assigneeId: string | null | undefined, field: Path): Promise<void> {
  if (!assigneeId) return;
  if (!(await membersById(db, organizationId, [assigneeId])).has(assigneeId)) throw invalid(field, 'must be an active member (user) of the organization');
}

/** The location a count names through location_id and/or warehouse_id (they are one thing here). */
export async function checkLocation(db: Executor, organizationId: string, input: { locationId?: string | null; warehouseId?: string | null }, required: boolean): Promise<string | undefined> {
  if (input.locationId && input.warehouseId && input.locationId !== input.warehouseId) {
    throw invalid(['input', 'warehouseId'], 'must equal location_id: a warehouse is a location here (give either)');
  }
  const locationId = input.locationId ?? input.warehouseId ?? undefined;
  const field = input.locationId ? ['input', 'locationId'] : ['input', 'warehouseId'];
  if (!locationId) {
    if (required) throw invalid(['input', 'locationId'], 'is required: name the location (or warehouse_id) to count');
    return undefined;
  }
  if (!isId(locationId)) throw invalid(field, 'must be a location id (digits)');
  const [row] = await db.select({ id: locations.id, status: locations.status }).from(locations).where(inOrg(locations, organizationId, eq(locations.id, locationId))).for('share');
  if (!row) throw invalid(field, 'is not a location of the organization');
  if (row.status !== 'active') throw invalid(field, 'must be an active location');
  return locationId;
}

// --- lines -----------------------------------------------------------------------------------

/** Where a line came from: the body (with its field path) or a row of the import file. */
interface LineSource {
  itemId?: string;
  sku?: string;
  itemName?: string;
  itemOrder?: number | null;
  countedQuantity?: string;
  field?: Path;
  row?: number;
}

export interface ResolvedLine {
  item: LookedUpItem;
  itemOrder: number;
  countedQuantity: string | null;
}

const NOT_STOCKED = new Set(['service', 'digital_service', 'capital_service']);

const where = (s: LineSource) => (s.row !== undefined ? `row ${s.row}` : `line_items[${s.field?.[2]}]`);

/**
 * Resolves the lines against the organization's items in one statement (held FOR SHARE until
 * commit). Body lines fail on the first problem with its field; import rows are all checked
 * and reported together by row number, and nothing is created.
 */
export async function resolveLines(tx: Tx, organizationId: string, sources: readonly LineSource[], limit: number, problems: string[] = []): Promise<ResolvedLine[]> {
  if (sources.length > limit) {
    throw new KontorError('LIMIT_EXCEEDED', `A stock count holds at most ${limit} line items; ${sources.length} were given.${limit < 5000 ? ' The organization can enable the extended limit of 5000 (PUT /settings/inventorycounts).' : ''}`, {
      field: ['input', 'lineItems'],
    });
  }
  const items = await findItemsByKeys(
    tx,
    organizationId,
    {
      ids: sources.map((s) => s.itemId).filter((v): v is string => !!v),
      skus: sources.filter((s) => !s.itemId).map((s) => s.sku).filter((v): v is string => !!v),
      names: sources.filter((s) => !s.itemId && !s.sku).map((s) => s.itemName).filter((v): v is string => !!v),
    },
    { lock: true },
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const bySku = new Map(items.filter((i) => i.sku).map((i) => [i.sku!, i]));
  const byName = new Map(items.map((i) => [i.name.toLowerCase(), i]));
  const seen = new Map<string, LineSource>();
  const resolved: ResolvedLine[] = [];
  const fail = (source: LineSource, rule: string, attribute = 'itemId') => {
    if (source.field) throw invalid([...source.field, attribute], rule);
    problems.push(`row ${source.row}: ${rule}`);
  };
  sources.forEach((source, i) => {
    const item = source.itemId ? byId.get(source.itemId) : source.sku ? bySku.get(source.sku) : source.itemName ? byName.get(source.itemName.toLowerCase()) : undefined;
    const named = source.itemId ? `item_id ${source.itemId}` : source.sku ? `SKU "${source.sku}"` : `item "${source.itemName ?? ''}"`;
    if (!item) return fail(source, `${named} is not an item of the organization`);
    if (item.status !== 'active') return fail(source, `the item ${item.name} is inactive`);
    if (NOT_STOCKED.has(item.productType)) return fail(source, `the item ${item.name} is a service and holds no stock`);
    const first = seen.get(item.id);
    if (first) {
      throw new KontorError('DUPLICATE', `The item ${item.name} is listed twice (${where(first)} and ${where(source)}); a stock count lists each item once.`, {
        field: source.field ? [...source.field, 'itemId'] : ['attachment'],
      });
    }
    seen.set(item.id, source);
    resolved.push({ item, itemOrder: source.itemOrder ?? i + 1, countedQuantity: source.countedQuantity ?? null });
  });
  return resolved;
}

function bodySources(lines: readonly InventoryCountLineInput[]): LineSource[] {
  return lines.map((l, i) => ({ itemId: l.itemId, itemOrder: l.itemOrder, field: ['input', 'lineItems', i] }));
}

function importSources(rows: readonly ImportRow[], offset: number): LineSource[] {
  return rows.map((r, i) => ({ itemId: r.itemId, sku: r.sku, itemName: r.itemName, countedQuantity: r.countedQuantity, itemOrder: offset + i + 1, row: r.row }));
}

export async function insertLines(tx: Tx, organizationId: string, countId: string, lines: readonly ResolvedLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await tx.insert(countLines).values(
      lines.slice(i, i + INSERT_CHUNK).map((l) => ({
        id: newId(),
        organizationId,
        countId,
        itemId: l.item.id,
        itemOrder: l.itemOrder,
        itemName: l.item.name,
        sku: l.item.sku,
        unit: l.item.unit,
        countedQuantity: l.countedQuantity === null ? null : toDb(l.countedQuantity),
        status: l.countedQuantity === null ? ('draft' as const) : ('counted' as const),
      })),
    );
  }
}

/** Recomputes a count's counters from its lines: one statement, so they are exact whatever changed. */
export async function refreshCounters(tx: Tx, organizationId: string, countId: string, extra: Partial<CountRow> = {}): Promise<void> {
  await tx.execute(sql`
    update ${counts} set
      number_of_items = s.n,
      number_of_items_counted = s.counted,
      number_of_items_skipped = s.skipped,
      number_of_items_matched = s.matched,
      number_of_items_adjusted = s.adjusted,
      number_of_items_approved = s.approved,
      number_of_items_rejected = s.rejected
    from (
      select
        count(*)::int as n,
        (count(*) filter (where counted_quantity is not null and not is_skipped))::int as counted,
        (count(*) filter (where is_skipped))::int as skipped,
        (count(*) filter (where not is_skipped and counted_quantity is not null and system_quantity is not null and counted_quantity = system_quantity))::int as matched,
        (count(*) filter (where status = 'approved' and counted_quantity <> system_quantity))::int as adjusted,
        (count(*) filter (where status = 'approved'))::int as approved,
        (count(*) filter (where status = 'rejected'))::int as rejected
      from ${countLines} where organization_id = ${organizationId} and count_id = ${countId}
    ) s
    where ${counts.organizationId} = ${organizationId} and ${counts.id} = ${countId}`);
  if (Object.keys(extra).length) await tx.update(counts).set(extra).where(inOrg(counts, organizationId, eq(counts.id, countId)));
}

// --- create, change, delete ------------------------------------------------------------------

function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function duplicateNumber(number: () => string | null | undefined) {
  return { inventory_counts_org_number: () => new KontorError('DUPLICATE', `The stock count number "${number()}" is already used by another count of the organization.`, { field: ['input', 'inventorycountNumber'] }) };
}

/** The next number of the series that no count holds yet (a number given by hand is skipped, not reused). */
export async function nextCountNumber(tx: Tx, organizationId: string): Promise<string> {
  for (;;) {
    const number = await nextNumber(tx, organizationId, NUMBER_SERIES.series, NUMBER_SERIES);
    const [taken] = await tx.select({ id: counts.id }).from(counts).where(inOrg(counts, organizationId, eq(sql`lower(${counts.inventorycountNumber})`, number.toLowerCase()))).limit(1);
    if (!taken) return number;
  }
}

function checkDates(countDate: string, dueDate: string): void {
  if (dueDate < countDate) throw invalid(['input', 'dueDate'], `must not be before the count date ${countDate}`);
}

export interface CreateOptions {
  ignoreAutoNumberGeneration: boolean;
  importFile?: string | null;
}

export async function createCount(ctx: SubgraphContext, org: OrganizationRow, input: CreateInventoryCountInput, options: CreateOptions): Promise<InventoryCount> {
  const givenNumber = text(input.inventorycountNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'inventorycountNumber'], 'is required when ignore_auto_number_generation is true');
  const settings = await countSettingsOf(ctx.db, org.id);
  const limit = lineLimitOf(settings);
  const problems: string[] = [];
  let sources = bodySources(input.lineItems ?? []);
  if (options.importFile) {
    // Read before the transaction: the blob store has its own queries (PGlite has one connection).
    const file = await ctx.blobs.get(org.id, options.importFile);
    if (!file) throw invalid(['importFile'], 'is not a file uploaded to the organization');
    const imported = await readImportFile(file.stream, file.blob.contentType, limit);
    problems.push(...imported.problems);
    sources = [...sources, ...importSources(imported.rows, sources.length)];
  }
  if (!sources.length && !problems.length) throw invalid(['input', 'lineItems'], 'must hold at least one item (or send an import file)');
  const today = localDate(ctx.clock.now(), org.timeZone);
  const countDate = input.countDate ?? today;
  const dueDate = input.dueDate ?? countDate;
  checkDates(countDate, dueDate);
  let number: string | null | undefined = givenNumber;
  const countId = newId();
  const view = await uniquely(
    () =>
      ctx.db.transaction(async (tx) => {
        const locationId = (await checkLocation(tx, org.id, input, true))!;
        await checkAssignee(tx, org.id, input.assigneeId, ['input', 'assigneeId']);
        const lines = await resolveLines(tx, org.id, sources, limit, problems);
        if (problems.length) {
          const shown = problems.slice(0, 50).join('; ');
          throw new KontorError('INVALID_VALUE', `The import file has ${problems.length} error${problems.length === 1 ? '' : 's'} and nothing was created: ${shown}${problems.length > 50 ? '; …' : ''}.`, {
            // No `rule`: the REST edge would rewrite the message from it, losing the rows.
            field: ['attachment'],
            rows: problems,
          });
        }
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextCountNumber(tx, org.id);
        const now = ctx.clock.now();
        const counted = lines.filter((l) => l.countedQuantity !== null).length;
        await tx.insert(counts).values({
          id: countId,
          organizationId: org.id,
          inventorycountNumber: number,
          countDate,
          dueDate,
          description: text(input.description) ?? null,
          status: 'yet_to_start',
          countType: 'adhoc',
          locationId,
          assigneeId: input.assigneeId ?? null,
          createdById: ctx.identity.userId,
          numberOfItems: lines.length,
          numberOfItemsCounted: counted,
          createdAt: now,
          updatedAt: now,
        });
        await insertLines(tx, org.id, countId, lines);
        return countView(tx, org, countId);
      }),
    duplicateNumber(() => number),
  );
  // The import file has served its purpose: its rows are the count's lines now.
  if (options.importFile) await ctx.blobs.delete(org.id, options.importFile);
  return view;
}

/**
 * Changes a count. Number, description, dates and assignee change in any open state; the
 * location and the lines only before counting starts (the system quantities are taken then).
 */
export async function updateCount(ctx: SubgraphContext, org: OrganizationRow, countId: string, input: UpdateInventoryCountInput): Promise<InventoryCount> {
  const number = text(input.inventorycountNumber);
  return uniquely(
    () =>
      ctx.db.transaction(async (tx) => {
        const row = await findCount(tx, org.id, countId, { lock: true });
        if (!OPEN_STATES.includes(row.status)) throw refuse(row, 'changed');
        const structural = input.lineItems != null || input.locationId != null || input.warehouseId != null;
        if (structural && row.status !== 'yet_to_start') throw refuse(row, 'given other lines or another location', 'those change only before counting starts');
        const locationId = (await checkLocation(tx, org.id, input, false)) ?? row.locationId;
        if (input.assigneeId !== undefined) await checkAssignee(tx, org.id, input.assigneeId, ['input', 'assigneeId']);
        const countDate = input.countDate ?? row.countDate;
        const dueDate = input.dueDate ?? (input.countDate && row.dueDate < input.countDate ? input.countDate : row.dueDate);
        checkDates(countDate, dueDate);
        if (input.lineItems != null) {
          const settings = await countSettingsOf(tx, org.id);
          const lines = await resolveLines(tx, org.id, bodySources(input.lineItems), lineLimitOf(settings));
          if (!lines.length) throw invalid(['input', 'lineItems'], 'must hold at least one item');
          await tx.delete(countLines).where(inOrg(countLines, org.id, eq(countLines.countId, row.id)));
          await insertLines(tx, org.id, row.id, lines);
        }
        await tx
          .update(counts)
          .set({
            inventorycountNumber: number ?? row.inventorycountNumber,
            description: input.description !== undefined ? text(input.description) ?? null : row.description,
            countDate,
            dueDate,
            locationId,
            assigneeId: input.assigneeId !== undefined ? input.assigneeId : row.assigneeId,
            updatedAt: ctx.clock.now(),
          })
          .where(inOrg(counts, org.id, eq(counts.id, row.id)));
        if (input.lineItems != null) await refreshCounters(tx, org.id, row.id);
        return countView(tx, org, row.id);
      }),
    duplicateNumber(() => number),
  );
}

/** Deletes a count that has not changed stock: not while a job works on it, not once approved. */
export async function deleteCount(db: Db, org: OrganizationRow, countId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.operation !== null || row.status === 'processing' || row.status === 'completed') {
      throw refuse(row, 'deleted', row.status === 'completed' ? 'it adjusted stock, which stays in the stock history' : 'wait until the work on it has finished');
    }
    await tx.delete(countLines).where(inOrg(countLines, org.id, eq(countLines.countId, row.id)));
    await tx.delete(counts).where(inOrg(counts, org.id, eq(counts.id, row.id)));
    return row.id;
  });
}

/** For the item registry: the first count listing an item, while that count could still adjust it. */
export async function countListingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: counts.inventorycountNumber })
    .from(countLines)
    .innerJoin(counts, eq(counts.id, countLines.countId))
    .where(inOrg(countLines, organizationId, eq(countLines.itemId, itemId), inArray(counts.status, [...ACTIVE_STATES])))
    .limit(1);
  return row && `listed on the stock count ${row.number}`;
}

