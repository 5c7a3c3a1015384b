/**
 * Credit notes as clients see them: the kernel's sales header (documents/document-views.ts) and
 * what a credit note adds (its credit left, state, the invoices it is applied to), for any number
 * of credit notes in a constant number of statements; its applications and refunds.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import type { Scope } from '../../core/request/scope.ts';
import { wants } from '../../core/request/selection.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import type { CreditNote, CreditNoteInvoice, CreditNoteRefund, CreditNoteStatus, EstimateTemplate } from '../generated/graphql.ts';
import { creditAppliedView } from '../documents/credit-applications.ts';
import { creditnoteStateOf } from './creditnote-states.ts';
import { type ApplicationRow, type CreditNoteRecord, type RefundRow, applicationsOfNotes, findCreditNote, noteLines } from './creditnote-store.ts';

export { creditAppliedView };

/** The PDF templates every organization has for credit notes; ids are fixed. */
export const CREDITNOTE_TEMPLATES: readonly EstimateTemplate[] = [
  { templateId: '4000001', templateName: 'Standard', templateType: 'standard' },
  { templateId: '4000002', templateName: 'Spreadsheet', templateType: 'spreadsheet' },
  { templateId: '4000003', templateName: 'Simple', templateType: 'simple' },
];

const templateOf = (row: CreditNoteRecord) => CREDITNOTE_TEMPLATES.find((t) => t.templateId === row.templateId) ?? CREDITNOTE_TEMPLATES[0];

export function applicationView(row: ApplicationRow): CreditNoteInvoice {
  return {
    creditnoteInvoiceId: row.id,
    creditnoteId: row.creditnoteId,
    creditnoteNumber: row.creditnoteNumber,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    amount: row.amount,
    creditedAmount: row.amount,
    date: row.date,
  };
}

export async function creditnoteViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly CreditNoteRecord[],
  selected?: ReadonlySet<string>,
): Promise<CreditNote[]> {
  if (!rows.length) return [];
  const context = await salesContext(db, scope.org, rows, noteLines, selected);
  const applications = wants(selected, 'invoices')
    ? await applicationsOfNotes(
        db,
        scope.org.id,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((row) => {
    const template = templateOf(row);
    const header = salesHeaderView(row, context);
    return {
      ...header,
      lastModifiedTime: header.lastModifiedTime,
      updatedTime: header.lastModifiedTime,
      creditnoteId: row.id,
      creditnoteNumber: row.creditnoteNumber,
      date: row.date,
      status: toEnum<CreditNoteStatus>(creditnoteStateOf(row)),
      balance: row.balance,
      invoiceId: row.invoiceId,
      invoices: applications.filter((a) => a.creditnoteId === row.id).map(applicationView),
      currencySymbol: row.currencySymbol,
      hasAttachment: false,
      bcyTotal: roundTo(dec(row.total).times(row.exchangeRate), scope.org.pricePrecision).toFixed(),
      templateId: template.templateId,
      templateName: template.templateName,
      isEmailed: row.isEmailed,
    };
  });
}

export async function creditnoteView(db: Executor, scope: Pick<Scope, 'org'>, creditnoteId: string): Promise<CreditNote> {
  const [note] = await creditnoteViews(db, scope, [await findCreditNote(db, scope.org.id, creditnoteId)]);
  return note;
}

/** Refunds as clients see them, with their notes' numbers and customers and the accounts' names: one statement more. */
export async function refundViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly { refund: RefundRow; creditnoteNumber: string; customerId: string; customerName: string }[],
): Promise<CreditNoteRefund[]> {
  if (!rows.length) return [];
  const accounts = await findAccounts(db, scope.org.id, { ids: [...new Set(rows.map((r) => r.refund.fromAccountId))] });
  const names = new Map(accounts.map((a) => [a.id, a.accountName]));
  return rows.map(({ refund, creditnoteNumber, customerId, customerName }) => ({
    creditnoteRefundId: refund.id,
    creditnoteId: refund.creditnoteId,
    creditnoteNumber,
    customerId,
    customerName,
    date: refund.date,
    amount: refund.amount,
    amountFcy: refund.amount,
    amountBcy: roundTo(dec(refund.amount).times(refund.exchangeRate), scope.org.pricePrecision).toFixed(),
    exchangeRate: refund.exchangeRate,
    refundMode: refund.refundMode,
    paymentForm: refund.refundMode,
    referenceNumber: refund.referenceNumber,
    description: refund.description,
    fromAccountId: refund.fromAccountId,
    fromAccountName: names.get(refund.fromAccountId) ?? null,
  }));
}
