/**
 * Write-offs: what a sent invoice still owes, given up as bad debt (POST /invoices/{id}/writeoff)
 * and taken back (/writeoff/cancel). One posting of its own (source `invoice_write_off`, the
 * invoice's id; accrual basis, as the sale it gives up: a cash-basis book never showed the
 * income): debit Bad Debt, credit the receivable, at the invoice's rate. The invoice keeps the
 * amount in `write_off_amount`; its balance and state follow as they follow a payment.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { systemAccountId } from '../../core/books/chart-store.ts';
import { post, reverse } from '../../core/books/ledger.ts';
import type { Scope } from '../../core/request/scope.ts';
import { cannotMove } from '../../core/values/errors.ts';
import { dec, moneyText } from '../../core/values/money.ts';
import type { Invoice } from '../generated/graphql.ts';
import { recordHistory } from './invoice-history.ts';
import { invoiceStated, isOpen, statusOf } from './invoice-status.ts';
import { type InvoiceRecord, findInvoice, updateInvoiceRow } from './invoice-store.ts';
import { invoiceView } from './invoice-views.ts';

const SOURCE = 'invoice_write_off';

/** The invoice's balance, state and write-off once `writeOffAmount` is what is written off. */
async function settleWriteOff(tx: Tx, scope: Scope, row: InvoiceRecord, writeOffAmount: string): Promise<void> {
  const balance = dec(row.total).minus(row.paymentMade).minus(row.creditsApplied).minus(writeOffAmount).toFixed();
  const status = statusOf({ ...row, writeOffAmount, balance }, scope.today);
  await updateInvoiceRow(tx, scope.org.id, row.id, { writeOffAmount, balance, status, updatedAt: scope.now });
}

export async function writeOffInvoice(scope: Scope, invoiceId: string): Promise<Invoice> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    const stated = invoiceStated(row.invoiceNumber, statusOf(row, scope.today));
    if (!isOpen(row.status)) throw cannotMove(stated, 'written off', 'only a sent invoice can be written off');
    if (dec(row.writeOffAmount).gt(0)) throw cannotMove(stated, 'written off', 'it is written off already; cancel that write-off first');
    const amount = dec(row.balance);
    if (!amount.gt(0)) throw cannotMove(stated, 'written off', 'nothing is left to pay on it');
    const [badDebt, receivable] = await Promise.all([systemAccountId(tx, org.id, 'bad_debt'), systemAccountId(tx, org.id, 'accounts_receivable')]);
    const common = { currencyId: row.currencyId, exchangeRate: dec(row.exchangeRate).toFixed() };
    await post(tx, {
      organizationId: org.id,
      sourceType: SOURCE,
      sourceId: row.id,
      basis: 'accrual',
      date: scope.today,
      referenceNumber: row.invoiceNumber,
      notes: `Write-off of invoice ${row.invoiceNumber}`,
      lines: [
        { accountId: badDebt, debit: amount.toFixed(), ...common, description: `Invoice ${row.invoiceNumber} written off` },
        { accountId: receivable, credit: amount.toFixed(), ...common, description: `Invoice ${row.invoiceNumber} written off` },
      ],
    });
    await settleWriteOff(tx, scope, row, amount.toFixed());
    await recordHistory(
      tx,
      org.id,
      row.id,
      scope.actor,
      'written_off',
      `Invoice ${row.invoiceNumber} written off: ${moneyText(amount, row.currencyCode, row.pricePrecision)}.`,
      scope.now,
    );
    return invoiceView(tx, scope, row.id);
  });
}

export async function cancelInvoiceWriteOff(scope: Scope, invoiceId: string): Promise<Invoice> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    if (!dec(row.writeOffAmount).gt(0))
      throw cannotMove(invoiceStated(row.invoiceNumber, statusOf(row, scope.today)), 'cancelled its write-off', 'it is not written off');
    await reverse(tx, { organizationId: org.id, sourceType: SOURCE, sourceId: row.id }, { date: scope.today });
    await settleWriteOff(tx, scope, row, '0');
    await recordHistory(
      tx,
      org.id,
      row.id,
      scope.actor,
      'write_off_cancelled',
      `Write-off of invoice ${row.invoiceNumber} cancelled: ${moneyText(row.writeOffAmount, row.currencyCode, row.pricePrecision)} owed again.`,
      scope.now,
    );
    return invoiceView(tx, scope, row.id);
  });
}
