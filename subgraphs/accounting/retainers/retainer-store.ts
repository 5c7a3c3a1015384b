/**
 * The SQL of retainer invoices beyond reading one (retainer-views.ts): the list, the approval
 * setting, lines, numbers, status columns, and which retainers refer to a contact or a tax.
 */
import { type SQL, and, eq, ilike, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { retainerInvoiceLineItems, retainerInvoiceSettings, retainerInvoices, retainerPayments } from '../../../drizzle/tables/accounting/retainers.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { dateFilters, likeEscape, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { dec } from '../../core/values/money.ts';
import type { QueryRetainerInvoicesArgs, RetainerInvoiceFilter } from '../generated/graphql.ts';
import type { LineFields } from './retainer-rules.ts';
import { type RetainerRecord, type RetainerState, retainerReads, retainerViews, selectRetainers, stateIn } from './retainer-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const NUMBER_SERIES = { series: 'retainer_invoice', prefix: 'RET-', width: 6 };
const FILTERS: Record<RetainerInvoiceFilter, { wire: string; states?: readonly RetainerState[] }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', states: ['draft'] },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', states: ['pending_approval'] },
  STATUS_APPROVED: { wire: 'Status.Approved', states: ['approved'] },
  STATUS_SENT: { wire: 'Status.Sent', states: ['sent'] },
  STATUS_VIEWED: { wire: 'Status.Viewed', states: ['viewed'] },
  STATUS_UNPAID: { wire: 'Status.Unpaid', states: ['sent', 'viewed', 'partially_paid'] },
  STATUS_PARTIALLY_PAID: { wire: 'Status.PartiallyPaid', states: ['partially_paid'] },
  STATUS_PAID: { wire: 'Status.Paid', states: ['paid'] },
  STATUS_VOID: { wire: 'Status.Void', states: ['void'] },
};

const SORT_COLUMNS = {
  retainerinvoice_number: sql`lower(${retainerInvoices.retainerinvoiceNumber})`,
  date: retainerInvoices.date,
  customer_name: sql`lower(${retainerInvoices.customerName})`,
  total: retainerInvoices.total,
  balance: retainerInvoices.balance,
  created_time: retainerInvoices.createdAt,
  last_modified_time: retainerInvoices.updatedAt,
};

/** A page of retainer invoices with everything they show: the same statements whatever the page size. */
export async function listRetainers(scope: Scope, args: QueryRetainerInvoicesArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.states ? stateIn(filter.states) : undefined,
    args.customerId ? eq(retainerInvoices.customerId, args.customerId) : undefined,
    searchOf([retainerInvoices.retainerinvoiceNumber, retainerInvoices.referenceNumber, retainerInvoices.customerName], args.searchText),
    ...textFilters(retainerInvoices.retainerinvoiceNumber, {
      equals: args.retainerinvoiceNumber,
      startsWith: args.retainerinvoiceNumberStartswith,
      contains: args.retainerinvoiceNumberContains,
    }),
    args.referenceNumber ? ilike(retainerInvoices.referenceNumber, `%${likeEscape(args.referenceNumber)}%`) : undefined,
    ...dateFilters(retainerInvoices.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
  ];
  const sort = orderOf(SORT_COLUMNS, retainerInvoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectRetainers(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page), reads: retainerReads(selected) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    retainerViews(db, org, nodes, selected),
  );
}

// --- settings -----------------------------------------------------------------------------------

export async function approvalEnabled(db: Executor, organizationId: string): Promise<boolean> {
  const [row] = await db.select().from(retainerInvoiceSettings).where(eq(retainerInvoiceSettings.organizationId, organizationId));
  return row?.approvalEnabled ?? false;
}
export async function writeLines(tx: Tx, organizationId: string, retainerinvoiceId: string, lines: LineFields[], replace: boolean): Promise<void> {
  if (replace)
    await tx
      .delete(retainerInvoiceLineItems)
      .where(inOrg(retainerInvoiceLineItems, organizationId, eq(retainerInvoiceLineItems.retainerinvoiceId, retainerinvoiceId)));
  if (lines.length) await tx.insert(retainerInvoiceLineItems).values(lines.map((l) => ({ ...l, organizationId, retainerinvoiceId })));
}
export const nextRetainerNumber = documentNumbering({ ...NUMBER_SERIES, table: retainerInvoices, column: retainerInvoices.retainerinvoiceNumber });
export async function hasPayments(tx: Tx, organizationId: string, row: RetainerRecord): Promise<boolean> {
  if (dec(row.paymentMade).gt(0)) return true;
  const [pending] = await tx
    .select({ id: retainerPayments.id })
    .from(retainerPayments)
    .where(inOrg(retainerPayments, organizationId, eq(retainerPayments.retainerinvoiceId, row.id), eq(retainerPayments.status, 'pending')))
    .limit(1);
  return !!pending;
}

export async function setStatus(tx: Tx, s: Scope, row: RetainerRecord, changes: Partial<typeof retainerInvoices.$inferInsert>): Promise<void> {
  await tx
    .update(retainerInvoices)
    .set({ ...changes, updatedAt: s.now })
    .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
}

/** The first retainer invoice naming a contact as its customer, for `contactReferences`. */
export async function retainerNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: retainerInvoices.retainerinvoiceNumber })
    .from(retainerInvoices)
    .where(inOrg(retainerInvoices, organizationId, eq(retainerInvoices.customerId, contactId)))
    .orderBy(retainerInvoices.id)
    .limit(1);
  return row && `the customer (customer_id) of the retainer invoice ${row.number}`;
}

/** The first retainer invoice line applying a tax (or a group it was expanded from), for `taxReferences`. */
export async function retainerLineUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: retainerInvoices.retainerinvoiceNumber })
    .from(retainerInvoiceLineItems)
    .innerJoin(retainerInvoices, eq(retainerInvoices.id, retainerInvoiceLineItems.retainerinvoiceId))
    .where(
      inOrg(
        retainerInvoiceLineItems,
        organizationId,
        sql`(${retainerInvoiceLineItems.taxId} = ${taxId} or ${retainerInvoiceLineItems.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`,
      ),
    )
    .orderBy(retainerInvoiceLineItems.id)
    .limit(1);
  return row && `applied on a line of the retainer invoice ${row.number}`;
}
