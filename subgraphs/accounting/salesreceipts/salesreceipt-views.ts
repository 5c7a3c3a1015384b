/**
 * Sales receipts as clients see them: the kernel's sales header (documents/document-views.ts) and
 * what a receipt adds (its number, payment mode, deposit account, currency symbol), for any number
 * of receipts in a constant number of statements.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import type { SalesReceipt, SalesReceiptStatus } from '../generated/graphql.ts';
import { type SalesReceiptRecord, findSalesReceipt, receiptLines } from './salesreceipt-store.ts';

/** The one PDF template of sales receipts (the kernel's header names one); its id is fixed. */
export const SALESRECEIPT_TEMPLATES = [{ templateId: '4000001', templateName: 'Standard', templateType: 'standard' }] as const;

export async function salesreceiptViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly SalesReceiptRecord[],
  selected?: ReadonlySet<string>,
): Promise<SalesReceipt[]> {
  if (!rows.length) return [];
  const org = scope.org;
  const [context, accounts, symbols] = await Promise.all([
    salesContext(db, org, rows, receiptLines, selected),
    findAccounts(db, org.id, { ids: [...new Set(rows.map((r) => r.depositAccountId))] }),
    db
      .select({ id: currencies.id, symbol: currencies.currencySymbol })
      .from(currencies)
      .where(inOrg(currencies, org.id, anyId(currencies.id, [...new Set(rows.map((r) => r.currencyId))]))),
  ]);
  const accountName = new Map(accounts.map((a) => [a.id, a.accountName]));
  const symbol = new Map(symbols.map((s) => [s.id, s.symbol]));
  return rows.map((row) => {
    const { lineItems, ...header } = salesHeaderView(row, context);
    return {
      ...header,
      salesReceiptId: row.id,
      receiptNumber: row.receiptNumber,
      date: row.date,
      status: toEnum<SalesReceiptStatus>(row.status),
      paymentMode: row.paymentMode,
      accountId: row.depositAccountId,
      accountName: accountName.get(row.depositAccountId) ?? '',
      currencySymbol: symbol.get(row.currencyId) ?? '',
      bcyTotal: roundTo(dec(row.total).times(row.exchangeRate), org.pricePrecision).toFixed(),
      lineItems,
    };
  });
}

export async function salesreceiptView(db: Executor, scope: Pick<Scope, 'org'>, salesreceiptId: string): Promise<SalesReceipt> {
  const [receipt] = await salesreceiptViews(db, scope, [await findSalesReceipt(db, scope.org.id, salesreceiptId)]);
  return receipt;
}
