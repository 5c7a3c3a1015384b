/**
 * Billable expenses and the invoices that re-bill them. An invoice line naming an expense
 * (`line_items[].expense_id`) marks it invoiced; removing the line, or deleting the invoice,
 * makes it unbilled again. Invoices call `billExpenses` in their own transaction after writing
 * their lines (create, update) and with no lines before deleting themselves; other documents
 * that re-bill expenses (recurring or retainer invoices) may call it through api.ts. The
 * history entries name the scope's actor and time.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import { type HistoryEntry, recordExpenseHistory } from './expense-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export interface BillingInvoice {
  invoiceId: string;
  invoiceNumber: string;
  customerId: string;
}

/**
 * Makes the expenses the invoice's lines name (in the order of the input's line_items) the
 * ones it bills: each must be a billable expense of the invoice's customer that no other
 * invoice bills, else a 400 naming `line_items[i].expense_id`. Expenses the invoice billed but
 * no longer names go back to unbilled. A constant number of statements.
 */
export async function billExpenses(
  tx: Tx,
  scope: Pick<Scope, 'org' | 'actor' | 'now'>,
  invoice: BillingInvoice,
  lines: readonly { expenseId?: string | null }[],
): Promise<void> {
  const { actor, now } = scope;
  const organizationId = scope.org.id;
  const field = (i: number) => ['input', 'lineItems', i, 'expenseId'];
  const wanted = new Map<string, number>();
  lines.forEach((line, i) => {
    if (!line.expenseId) return;
    if (!isId(line.expenseId)) throw invalid(field(i), 'is not an expense of the organization');
    if (wanted.has(line.expenseId)) throw invalid(field(i), 'names an expense another line of this invoice bills already');
    wanted.set(line.expenseId, i);
  });
  const ids = [...wanted.keys()];
  const named = ids.length
    ? await tx
        .select()
        .from(expenses)
        .where(inOrg(expenses, organizationId, anyId(expenses.id, ids)))
        .for('update')
    : [];
  const billed = await tx
    .select()
    .from(expenses)
    .where(inOrg(expenses, organizationId, eq(expenses.invoiceId, invoice.invoiceId)))
    .for('update');
  for (const [id, i] of wanted) {
    const row = named.find((r) => r.id === id);
    if (!row) throw invalid(field(i), 'is not an expense of the organization');
    if (!row.isBillable) throw invalid(field(i), 'is not billable: mark the expense billable to a customer first');
    if (row.invoiceId && row.invoiceId !== invoice.invoiceId) throw invalid(field(i), `is invoiced already on ${row.invoiceNumber}`);
    if (row.customerId !== invoice.customerId) throw invalid(field(i), `is billable to another customer (${row.customerName ?? 'none'})`);
  }
  const added = ids.filter((id) => !billed.some((r) => r.id === id));
  const released = billed.filter((r) => !wanted.has(r.id));
  const history: HistoryEntry[] = [];
  const transaction = { id: invoice.invoiceId, type: 'invoice' };
  if (added.length) {
    await tx
      .update(expenses)
      .set({ invoiceId: invoice.invoiceId, invoiceNumber: invoice.invoiceNumber, status: 'invoiced', updatedAt: now })
      .where(inOrg(expenses, organizationId, anyId(expenses.id, added)));
    for (const id of added) history.push({ expenseId: id, operation: 'invoiced', description: `Invoiced on ${invoice.invoiceNumber}.`, transaction });
  }
  if (released.length) {
    await tx
      .update(expenses)
      .set({ invoiceId: null, invoiceNumber: null, status: 'unbilled', updatedAt: now })
      .where(
        inOrg(
          expenses,
          organizationId,
          inArray(
            expenses.id,
            released.map((r) => r.id),
          ),
        ),
      );
    for (const r of released)
      history.push({ expenseId: r.id, operation: 'unbilled', description: `No longer invoiced on ${r.invoiceNumber}: unbilled again.`, transaction });
  }
  // A renamed invoice: the expenses it keeps billing show its new number.
  await tx
    .update(expenses)
    .set({ invoiceNumber: invoice.invoiceNumber })
    .where(inOrg(expenses, organizationId, and(eq(expenses.invoiceId, invoice.invoiceId), ne(expenses.invoiceNumber, invoice.invoiceNumber))));
  await recordExpenseHistory(tx, organizationId, actor, now, history);
}
