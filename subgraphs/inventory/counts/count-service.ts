/**
 * Stock counts: create (from line items and/or an import file), read, list, change, delete.
 * The moves between states and the batch work behind them are count-lifecycle.ts.
 */
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type CountState, countLines, counts } from '../../../drizzle/tables/inventory/counts.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { patch } from '../../core/values/patch.ts';
import type {
  CreateInventoryCountInput,
  InventoryCount,
  InventoryCountFilter,
  QueryInventoryCountsArgs,
  UpdateInventoryCountInput,
} from '../generated/graphql.ts';
import { readImportFile } from './count-import.ts';
import { bodySources, importSources, resolveLines } from './count-lines.ts';
import { ACTIVE_STATES, OPEN_STATES, cannotMoveCount, checkDates } from './count-rules.ts';
import { countSettingsOf, lineLimitOf } from './count-settings.ts';
import { checkAssignee, checkLocation, findCount, insertLines, nextCountNumber, refreshCounters, selectCounts } from './count-store.ts';
import { countView, summaryReads, summaryViews } from './count-views.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { countCreated } from './count-live.ts';

// --- list ------------------------------------------------------------------------------------

const SORT_COLUMNS = {
  created_time: counts.createdAt,
  count_date: counts.countDate,
  inventorycount_number: sql`lower(${counts.inventorycountNumber})`,
  last_modified_time: counts.updatedAt,
};

const FILTER_WIRE: Partial<Record<InventoryCountFilter, string>> = { STATUS_ALL: 'Status.All', ASSIGNEE_SELF: 'Assignee.Self' };

/**
 * A page of counts (summaries): one statement whatever the page size, reading only the count
 * columns and names (location, assignee) its selection (selectedFields of the entries) needs.
 */
export async function listCounts({ db, org, actor }: Scope, args: QueryInventoryCountsArgs, page: Page, selected?: ReadonlySet<string>) {
  const filter = args.filterBy ?? 'STATUS_ALL';
  const conditions: (SQL | undefined)[] = [
    filter === 'STATUS_ALL'
      ? undefined
      : filter === 'ASSIGNEE_SELF'
        ? actor.userId
          ? eq(counts.assigneeId, actor.userId)
          : sql`false`
        : eq(counts.status, fromEnum(filter) as CountState),
    searchOf([counts.inventorycountNumber, counts.description], args.searchText),
  ];
  const sort = orderOf(SORT_COLUMNS, counts.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: Object.keys(SORT_COLUMNS),
  });
  const { limit, offset } = window(page);
  const rows = await selectCounts(db, summaryReads(selected))
    .where(inOrg(counts, org.id, ...conditions))
    .orderBy(...sort.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: FILTER_WIRE[filter] ?? fromEnum(filter) }, (nodes) =>
    summaryViews(nodes, org.timeZone, selected),
  );
}

export function getCount({ db, org }: Scope, countId: string): Promise<InventoryCount> {
  return countView(db, org, countId);
}

function duplicateNumber(number: () => string | null | undefined) {
  return {
    inventory_counts_org_number: () =>
      new KontorError('DUPLICATE', `The stock count number "${number()}" is already used by another count of the organization.`, {
        field: ['input', 'inventorycountNumber'],
      }),
  };
}

export interface CreateOptions {
  ignoreAutoNumberGeneration: boolean;
  importFile?: string | null;
}

export async function createCount(scope: Scope, input: CreateInventoryCountInput, options: CreateOptions): Promise<InventoryCount> {
  const { org } = scope;
  const givenNumber = text(input.inventorycountNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'inventorycountNumber'], 'is required when ignore_auto_number_generation is true');
  const settings = await countSettingsOf(scope.db, org.id);
  const limit = lineLimitOf(settings);
  const problems: string[] = [];
  let sources = bodySources(input.lineItems ?? []);
  if (options.importFile) {
    // Read before the transaction: the blob store has its own queries (PGlite has one connection).
    const file = await scope.blobs.get(org.id, options.importFile);
    if (!file) throw invalid(['importFile'], 'is not a file uploaded to the organization');
    const imported = await readImportFile(file.stream, file.blob.contentType, limit);
    problems.push(...imported.problems);
    sources = [...sources, ...importSources(imported.rows, sources.length)];
  }
  if (!sources.length && !problems.length) throw invalid(['input', 'lineItems'], 'must hold at least one item (or send an import file)');
  const countDate = input.countDate ?? scope.today;
  const dueDate = input.dueDate ?? countDate;
  checkDates(countDate, dueDate);
  let number: string | null | undefined = givenNumber;
  const countId = newId();
  const view = await uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        const locationId = (await checkLocation(tx, org.id, input, true))!;
        await checkAssignee(tx, org.id, input.assigneeId, ['input', 'assigneeId']);
        const lines = await resolveLines(tx, org.id, sources, limit, problems);
        if (problems.length) {
          const shown = problems.slice(0, 50).join('; ');
          throw new KontorError(
            'INVALID_VALUE',
            `The import file has ${problems.length} error${problems.length === 1 ? '' : 's'} and nothing was created: ${shown}${problems.length > 50 ? '; …' : ''}.`,
            {
              // No `rule`: the REST edge would rewrite the message from it, losing the rows.
              field: ['attachment'],
              rows: problems,
            },
          );
        }
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextCountNumber(tx, org.id);
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
          createdById: scope.actor.userId,
          numberOfItems: lines.length,
          numberOfItemsCounted: counted,
          createdAt: scope.now,
          updatedAt: scope.now,
        });
        await insertLines(tx, org.id, countId, lines);
        await countCreated(tx, org.id, countId);
        return countView(tx, org, countId);
      }),
    duplicateNumber(() => number),
  );
  // The import file has served its purpose: its rows are the count's lines now.
  if (options.importFile) await scope.blobs.delete(org.id, options.importFile);
  return view;
}

/**
 * Changes a count. Number, description, dates and assignee change in any open state; the
 * location and the lines only before counting starts (the system quantities are taken then).
 */
export async function updateCount(scope: Scope, countId: string, input: UpdateInventoryCountInput): Promise<InventoryCount> {
  const { org } = scope;
  const number = text(input.inventorycountNumber);
  return uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        const row = await findCount(tx, org.id, countId, { lock: true });
        if (!OPEN_STATES.includes(row.status)) throw cannotMoveCount(row, 'changed');
        const structural = input.lineItems != null || input.locationId != null || input.warehouseId != null;
        if (structural && row.status !== 'yet_to_start')
          throw cannotMoveCount(row, 'given other lines or another location', 'those change only before counting starts');
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
            ...patch(
              row,
              { inventorycountNumber: number, description: text(input.description), assigneeId: input.assigneeId },
              ['inventorycountNumber', 'description', 'assigneeId'],
              ['inventorycountNumber'],
            ),
            countDate,
            dueDate,
            locationId,
            updatedAt: scope.now,
          })
          .where(inOrg(counts, org.id, eq(counts.id, row.id)));
        if (input.lineItems != null) await refreshCounters(tx, org.id, row.id);
        return countView(tx, org, row.id);
      }),
    duplicateNumber(() => number),
  );
}

/** Deletes a count that has not changed stock: not while a job works on it, not once approved. */
export async function deleteCount({ db, org }: Scope, countId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findCount(tx, org.id, countId, { lock: true });
    if (row.operation !== null || row.status === 'processing' || row.status === 'completed') {
      throw cannotMoveCount(
        row,
        'deleted',
        row.status === 'completed' ? 'it adjusted stock, which stays in the stock history' : 'wait until the work on it has finished',
      );
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
