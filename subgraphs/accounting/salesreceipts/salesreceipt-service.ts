/**
 * Sales receipts: a sale and its payment in one document, posted when written. Declared on the
 * documents kernel (../documents) like sales orders: the header and lines, totals, numbering and
 * history are the kernel's, and the entry is the kernel's sales posting (documents/sales-posting.ts)
 * with the deposit account on the debit side where an invoice has the receivable. This file holds
 * what a receipt adds: the payment mode and the deposit account.
 */
import { type SQL, and, eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { salesreceiptLineItems, salesreceipts } from '../../../drizzle/tables/accounting/salesreceipts.ts';
import { DEPOSIT_ACCOUNTS, requireAccount, systemAccountId } from '../../core/books/chart-store.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, moneyText } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesKind, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { type SalesLineFields, type StoredSalesLine, applyDocumentTotals, totalsOf, withLineOf } from '../documents/sales-lines.ts';
import { salesPostingLines, salesSystemAccounts } from '../documents/sales-posting.ts';
import type { CreateSalesReceiptInput, QuerySalesreceiptsArgs, SalesReceipt, SalesReceiptFilter, UpdateSalesReceiptInput } from '../generated/graphql.ts';
import {
  type SalesReceiptFields,
  type SalesReceiptOperation,
  type SalesReceiptRecord,
  deleteSalesReceiptRows,
  findSalesReceipt,
  insertSalesReceipt,
  nextReceiptNumber,
  receiptLines,
  salesreceiptHistory,
  selectSalesReceipts,
  updateSalesReceiptRow,
} from './salesreceipt-store.ts';
import { SALESRECEIPT_TEMPLATES, salesreceiptView, salesreceiptViews } from './salesreceipt-views.ts';

const KIND: SalesKind = {
  noun: { article: 'A sales receipt', name: 'sales receipt' },
  templates: SALESRECEIPT_TEMPLATES,
  templatesRoute: 'the sales receipt templates',
};

/** How a customer pays on a receipt: the payment modes of customer payments. */
export const RECEIPT_PAYMENT_MODES = ['cash', 'check', 'creditcard', 'banktransfer', 'bankremittance', 'others'] as const;

/** A payment mode as the family's clients write it ("Bank Transfer", "cash"), or refused by name. */
function paymentModeOf(given: string): string {
  const mode = given.toLowerCase().replace(/[\s_-]/g, '');
  if (!(RECEIPT_PAYMENT_MODES as readonly string[]).includes(mode))
    throw invalid(['input', 'paymentMode'], `must be one of ${RECEIPT_PAYMENT_MODES.join(', ')}`);
  return mode;
}

// --- reading ---------------------------------------------------------------------------------

export function getSalesReceipt(scope: Scope, salesreceiptId: string): Promise<SalesReceipt> {
  return salesreceiptView(scope.db, scope, salesreceiptId);
}

const FILTERS: Record<SalesReceiptFilter, { wire: string; where?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_PAID: { wire: 'Status.Paid', where: eq(salesreceipts.status, 'paid') },
};

const SORT_COLUMNS = {
  receipt_number: salesreceipts.receiptNumber,
  customer_name: salesreceipts.customerName,
  date: salesreceipts.date,
  total: salesreceipts.total,
  created_time: salesreceipts.createdAt,
};

/** A page of sales receipts: the same statements whatever the page size. */
export async function listSalesReceipts(scope: Scope, args: QuerySalesreceiptsArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const total = args.total != null ? dec(args.total) : undefined;
  if (total && !total.isFinite()) throw invalid(['total'], 'must be a number');
  const conditions: (SQL | undefined)[] = [
    filter.where,
    args.customerId ? eq(salesreceipts.customerId, args.customerId) : undefined,
    ...textFilters(salesreceipts.receiptNumber, { equals: args.receiptNumber }),
    withLineOf(salesreceiptLineItems, salesreceiptLineItems.salesreceiptId, salesreceipts.id, org.id, args),
    searchOf([salesreceipts.receiptNumber, salesreceipts.referenceNumber, salesreceipts.customerName], args.searchText),
    args.date ? eq(salesreceipts.date, args.date) : undefined,
    total ? eq(salesreceipts.total, total.toFixed()) : undefined,
  ];
  const sort = orderOf(SORT_COLUMNS, salesreceipts.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time'],
  });
  const rows = await selectSalesReceipts(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    salesreceiptViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The kernel's sales header and lines, and what a receipt adds: payment mode, deposit account, custom fields. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateSalesReceiptInput | UpdateSalesReceiptInput,
  current?: { row: SalesReceiptRecord; lines: StoredSalesLine[] },
) {
  const previous = current?.row;
  const paymentMode = input.paymentMode != null ? paymentModeOf(input.paymentMode) : previous!.paymentMode;
  const depositAccountId = input.accountId ?? previous?.depositAccountId ?? (await systemAccountId(tx, scope.org.id, 'undeposited_funds'));
  await requireAccount(tx, scope.org.id, depositAccountId, ['input', 'accountId'], DEPOSIT_ACCOUNTS);
  const sales = await prepareSalesDocument(tx, scope, input, current, KIND);
  const fields: SalesReceiptFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    receiptNumber: previous?.receiptNumber ?? '',
    status: 'paid',
    paymentMode,
    depositAccountId,
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
  };
  applyDocumentTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, currencyCode: sales.currencyCode };
}

/**
 * Makes the ledger hold the receipt: the kernel's sale, with the deposit account debited where an
 * invoice debits the receivable (income, tax, shipping, discount and rounding as an invoice's).
 * Both bases: the money is received when the sale is made.
 */
async function post(
  tx: Tx,
  scope: Scope,
  receiptId: string,
  fields: SalesReceiptFields,
  lines: readonly Pick<SalesLineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents' | 'accountId'>[],
): Promise<void> {
  const org = scope.org;
  const accounts = await salesSystemAccounts(tx, org.id);
  const postingLines = salesPostingLines(
    {
      totals: totalsOf(fields, lines),
      lineAccounts: lines.map((l) => l.accountId),
      accounts: { ...accounts, receivable: fields.depositAccountId },
      currencyId: fields.currencyId,
      exchangeRate: fields.exchangeRate,
      base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
    },
    'sale',
  ).map((line, i) => (i === 0 ? { ...line, description: 'Deposit' } : line));
  await repost(
    tx,
    { organizationId: org.id, sourceType: 'salesreceipt', sourceId: receiptId },
    { date: fields.date, sourceNumber: fields.receiptNumber, basis: 'both', referenceNumber: fields.referenceNumber ?? null, lines: postingLines },
  );
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    salesreceipts_org_number: () =>
      new KontorError('DUPLICATE', `The sales receipt number "${number()}" is already used by another sales receipt of the organization.`, {
        field: ['input', 'receiptNumber'],
      }),
  });
}

export function record(tx: Tx, scope: Scope, salesreceiptId: string, operation: SalesReceiptOperation, description: string) {
  return salesreceiptHistory.record(tx, scope.org.id, salesreceiptId, scope.actor, operation, description, scope.now);
}

export async function createSalesReceipt(
  scope: Scope,
  input: CreateSalesReceiptInput,
  options: { ignoreAutoNumberGeneration: boolean },
): Promise<SalesReceipt> {
  const givenNumber = text(input.receiptNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'receiptNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const salesreceiptId = newId();
        const prepared = await prepare(tx, scope, input);
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextReceiptNumber(tx, org.id);
        const fields = { ...prepared.fields, receiptNumber: number };
        await insertSalesReceipt(tx, org.id, salesreceiptId, fields, scope.now);
        await receiptLines.write(tx, org.id, salesreceiptId, prepared.lines, false);
        await post(tx, scope, salesreceiptId, fields, prepared.lines);
        await record(
          tx,
          scope,
          salesreceiptId,
          'added',
          `Sales receipt ${number} created for ${moneyText(fields.total!, prepared.currencyCode, fields.pricePrecision)}.`,
        );
        return salesreceiptView(tx, scope, salesreceiptId);
      }),
  );
}

export async function updateSalesReceipt(scope: Scope, salesreceiptId: string, input: UpdateSalesReceiptInput): Promise<SalesReceipt> {
  return refusingDuplicates(
    () => text(input.receiptNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findSalesReceipt(tx, org.id, salesreceiptId, { lock: true });
        const lines = (await receiptLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, { row, lines: lines.map(({ accountName: _a, ...line }) => line) });
        const receiptNumber = text(input.receiptNumber) ?? row.receiptNumber;
        const fields = { ...prepared.fields, receiptNumber };
        await updateSalesReceiptRow(tx, org.id, row.id, { ...fields, updatedAt: scope.now });
        if (prepared.linesChanged) await receiptLines.write(tx, org.id, row.id, prepared.lines, true);
        await post(tx, scope, row.id, fields, prepared.lines);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Sales receipt ${receiptNumber} updated; total ${moneyText(fields.total!, prepared.currencyCode, fields.pricePrecision)}.`,
        );
        return salesreceiptView(tx, scope, row.id);
      }),
  );
}

/** Deletes a sales receipt; its entries are reversed. */
export async function deleteSalesReceipt(scope: Scope, salesreceiptId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findSalesReceipt(tx, scope.org.id, salesreceiptId, { lock: true });
    await reverse(tx, { organizationId: scope.org.id, sourceType: 'salesreceipt', sourceId: row.id });
    await deleteSalesReceiptRows(tx, scope.org.id, row.id);
    return row.id;
  });
}
