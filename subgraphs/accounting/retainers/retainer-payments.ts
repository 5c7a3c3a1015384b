/**
 * Money on retainer invoices. A payment received is a customer advance, a liability: debit the
 * deposit account (Undeposited Funds unless told), credit Customer Advances (the chart's
 * `customer_advances`, "Unearned Revenue"). Drawing it against an invoice moves it to the
 * receivable: debit Customer Advances, credit Accounts Receivable, and the invoice's
 * payment_made, balance and state follow through invoice-payments.ts. Taking it back reverses.
 * An online payment waits `pending` until the provider's callback, which proves itself with the
 * payment's callback token (README "Retainer invoices", online payments).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../drizzle/client.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { retainerApplications, retainerInvoices, retainerPayments } from '../../../drizzle/tables/accounting/retainers.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { post, reverseMany } from '../../core/books/ledger.ts';
import { type Decimal, dec, roundTo, moneyText } from '../../core/values/money.ts';

import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { localDate } from '../../core/values/time.ts';
import type {
  ApplyRetainerToInvoicesInput,
  RetainerInvoice,
  RetainerInvoiceApplication,
  RetainerOnlinePayment,
  RetainerOnlinePaymentInput,
  RetainerPayment,
  RetainerPaymentCallbackInput,
  RetainerPaymentInput,
} from '../generated/graphql.ts';
import { applyPayment, removePayment } from '../invoices/invoice-payments.ts';
import { findInvoice } from '../invoices/invoice-store.ts';
import { gatewayNameOf } from '../invoices/invoice-views.ts';
import type { Actor, Scope } from '../../core/request/scope.ts';
import { recordRetainerHistory } from './retainer-history.ts';
import { type RetainerPaymentRow, type RetainerRecord, findRetainer, paymentView, retainerStated, retainerView } from './retainer-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** Invoices one request may draw a retainer against. */
export const MAX_APPLICATIONS = 50;
const PROVIDER: Actor = { userId: null, name: 'Payment provider' };
/** Where the provider reports back (under the server's base URL). */
export const callbackPath = (paymentId: string) => `/books/v3/retainerinvoices/onlinepayments/${paymentId}/callback`;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The deposit account: the one named (a cash or bank account), else Undeposited Funds. */
async function depositAccount(tx: Tx, organizationId: string, accountId: string | null | undefined): Promise<string> {
  if (accountId) {
    const [row] = await findAccounts(tx, organizationId, { ids: [accountId] }, { lock: true });
    return checkAccount(row, ['input', 'accountId'], { types: ['cash', 'bank'], typesText: 'a cash or bank account' }).id;
  }
  const [row] = await findAccounts(tx, organizationId, { systemKeys: ['undeposited_funds'] });
  if (!row) throw new Error(`organization ${organizationId} has no undeposited_funds account`);
  return row.id;
}

async function systemAccount(tx: Tx, organizationId: string, key: 'customer_advances' | 'accounts_receivable'): Promise<string> {
  const [row] = await findAccounts(tx, organizationId, { systemKeys: [key] });
  if (!row) throw new Error(`organization ${organizationId} has no ${key} account`);
  return row.id;
}

/** What may still be collected: the balance; the whole of it unless partial payments are allowed. */
function collectible(row: RetainerRecord, asked: string | null | undefined, field: readonly (string | number)[]): Decimal {
  if (row.status !== 'sent') throw cannotMove(retainerStated(row), 'paid', 'only a sent retainer invoice takes payments');
  const balance = dec(row.balance);
  if (!balance.gt(0)) throw cannotMove(retainerStated(row), 'paid', 'nothing is left to pay on it');
  const amount = asked == null ? balance : roundTo(asked, row.pricePrecision);
  if (!amount.gt(0)) throw invalid(field, 'must be more than 0');
  if (amount.gt(balance))
    throw invalid(field, `${amount.toFixed()} is more than the balance ${balance.toFixed()} of the retainer invoice ${row.retainerinvoiceNumber}`);
  if (!row.allowPartialPayments && !amount.equals(balance))
    throw invalid(field, `must be the whole balance ${balance.toFixed()}: the retainer invoice ${row.retainerinvoiceNumber} does not allow partial payments`);
  return amount;
}

/** Posts a received payment and raises the retainer's payment_made, in the caller's transaction. */
async function receive(tx: Tx, org: OrganizationRow, row: RetainerRecord, payment: RetainerPaymentRow, actor: Actor, now: Date): Promise<void> {
  const advances = await systemAccount(tx, org.id, 'customer_advances');
  await post(tx, {
    organizationId: org.id,
    date: payment.date,
    sourceType: 'retainer_payment',
    sourceId: payment.id,
    sourceNumber: row.retainerinvoiceNumber,
    basis: 'both',
    referenceNumber: payment.referenceNumber,
    lines: [
      {
        accountId: payment.accountId,
        debit: payment.amount,
        currencyId: row.currencyId,
        exchangeRate: row.exchangeRate,
        description: `Retainer ${row.retainerinvoiceNumber}`,
      },
      { accountId: advances, credit: payment.amount, currencyId: row.currencyId, exchangeRate: row.exchangeRate, description: 'Customer advance' },
    ],
  });
  const paymentMade = dec(row.paymentMade).plus(payment.amount);
  const balance = dec(row.total).minus(paymentMade);
  const lastPaymentDate = row.lastPaymentDate && row.lastPaymentDate > payment.date ? row.lastPaymentDate : payment.date;
  await tx
    .update(retainerInvoices)
    .set({ paymentMade: paymentMade.toFixed(), balance: (balance.lt(0) ? dec(0) : balance).toFixed(), lastPaymentDate, updatedAt: now })
    .where(inOrg(retainerInvoices, org.id, eq(retainerInvoices.id, row.id)));
  await recordRetainerHistory(
    tx,
    org.id,
    row.id,
    actor,
    'payment_received',
    `Payment of ${moneyText(payment.amount, row.currencyCode, row.pricePrecision)} received${payment.paymentMode ? ` (${payment.paymentMode})` : ''}.`,
    now,
  );
}

/** A payment received outside the platform (cash, cheque, transfer): recorded and posted at once. */
export async function recordPayment(
  s: Scope,
  retainerinvoiceId: string,
  input: RetainerPaymentInput,
): Promise<{ payment: RetainerPayment; retainerinvoice: RetainerInvoice }> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    const amount = collectible(row, input.amount, ['input', 'amount']);
    const accountId = await depositAccount(tx, s.org.id, input.accountId);
    const [payment] = await tx
      .insert(retainerPayments)
      .values({
        id: newId(),
        organizationId: s.org.id,
        retainerinvoiceId: row.id,
        amount: amount.toFixed(),
        date: input.date ?? s.today,
        status: 'success',
        paymentMode: input.paymentMode?.trim() || 'cash',
        accountId,
        referenceNumber: input.referenceNumber?.trim() || null,
        description: input.description?.trim() || null,
        createdAt: s.now,
        updatedAt: s.now,
      })
      .returning();
    await receive(tx, s.org, row, payment, s.actor, s.now);
    return { payment: paymentView(payment, s.org), retainerinvoice: await retainerView(tx, s.org, row.id) };
  });
}

/**
 * Starts an online payment: a pending payment and its callback token (32 random bytes,
 * base64url), shown only here and stored as its SHA-256. Nothing is posted until the callback.
 */
export async function startOnlinePayment(s: Scope, retainerinvoiceId: string, input: RetainerOnlinePaymentInput): Promise<RetainerOnlinePayment> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    const amount = collectible(row, input.amount, ['input', 'amount']);
    const accountId = await depositAccount(tx, s.org.id, input.accountId);
    const gateway = gatewayNameOf(input.paymentGateway);
    const token = randomBytes(32).toString('base64url');
    const [payment] = await tx
      .insert(retainerPayments)
      .values({
        id: newId(),
        organizationId: s.org.id,
        retainerinvoiceId: row.id,
        amount: amount.toFixed(),
        date: s.today,
        status: 'pending',
        paymentMode: gateway,
        accountId,
        description: input.description?.trim() || null,
        paymentGateway: gateway,
        callbackTokenHash: hashOf(token),
        createdAt: s.now,
        updatedAt: s.now,
      })
      .returning();
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'payment_initiated',
      `Online payment of ${moneyText(payment.amount, row.currencyCode, row.pricePrecision)} started through ${gateway}.`,
      s.now,
    );
    return { payment: paymentView(payment, s.org), callbackUrl: callbackPath(payment.id), callbackToken: token };
  });
}

function tokenMatches(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(hashOf(given), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The provider's callback. No OAuth identity: the payment id and its token are the proof, and
 * the organization is the payment's own. A repeated callback with the same outcome answers the
 * payment as it is (providers retry); a contradicting one is refused.
 */
export async function completeOnlinePayment(
  db: Db,
  now: Date,
  paymentId: string,
  token: string,
  input: RetainerPaymentCallbackInput,
): Promise<RetainerPayment> {
  const unknown = () => new KontorError('UNAUTHENTICATED', 'Invalid callback: the payment is unknown or the callback token does not match.');
  if (!isId(paymentId)) throw unknown();
  return db.transaction(async (tx) => {
    // The one lookup not scoped by organization: the token, checked below, is what authorizes it.
    const [found] = await tx.select().from(retainerPayments).where(eq(retainerPayments.id, paymentId)).for('update');
    if (!found || !tokenMatches(found.callbackTokenHash, token)) throw unknown();
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, found.organizationId));
    const outcome = fromEnum(input.status);
    if (found.status !== 'pending') {
      if (found.status === outcome) return paymentView(found, org);
      throw cannotMove(
        { kind: 'online payment', name: found.id, state: found.status },
        `completed as ${outcome}`,
        `it was completed as ${found.status} already`,
      );
    }
    const row = await findRetainer(tx, org.id, found.retainerinvoiceId, { lock: true });
    if (input.amount != null && !roundTo(input.amount, row.pricePrecision).equals(found.amount)) {
      throw invalid(['input', 'amount'], `must be the pending amount ${dec(found.amount).toFixed()}`);
    }
    const changes = {
      status: outcome,
      gatewayTransactionId: input.gatewayTransactionId?.trim() || null,
      gatewayErrorMessage: outcome === 'failure' ? input.gatewayErrorMessage?.trim() || 'The provider reported a failure.' : null,
      referenceNumber: input.gatewayTransactionId?.trim() || null,
      date: input.date ?? localDate(now, org.timeZone),
      updatedAt: now,
    };
    const [payment] = await tx
      .update(retainerPayments)
      .set(changes)
      .where(inOrg(retainerPayments, org.id, eq(retainerPayments.id, found.id)))
      .returning();
    if (outcome === 'success') await receive(tx, org, row, payment, PROVIDER, now);
    else
      await recordRetainerHistory(
        tx,
        org.id,
        row.id,
        PROVIDER,
        'payment_failed',
        `Online payment of ${moneyText(payment.amount, row.currencyCode, row.pricePrecision)} failed: ${payment.gatewayErrorMessage}`,
        now,
      );
    return paymentView(payment, org);
  });
}

/** Draws what the retainer has received against open invoices of its customer, each posted on its own. */
export async function applyToInvoices(
  s: Scope,
  retainerinvoiceId: string,
  input: ApplyRetainerToInvoicesInput,
): Promise<{ retainerinvoice: RetainerInvoice; invoices: RetainerInvoiceApplication[] }> {
  const wanted = input.invoices;
  if (!wanted.length) throw invalid(['input', 'invoices'], 'must name at least one invoice');
  if (wanted.length > MAX_APPLICATIONS)
    throw new KontorError('LIMIT_EXCEEDED', `A retainer is applied to at most ${MAX_APPLICATIONS} invoices per request; ${wanted.length} were given.`, {
      field: ['input', 'invoices'],
    });
  const seen = new Set<string>();
  wanted.forEach((w, i) => {
    if (seen.has(w.invoiceId)) throw invalid(['input', 'invoices', i, 'invoiceId'], 'names an invoice listed before');
    seen.add(w.invoiceId);
  });
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (row.status !== 'sent') throw cannotMove(retainerStated(row), 'applied to invoices', 'only a sent retainer invoice with payments received is applied');
    const amounts = wanted.map((w, i) => {
      const amount = roundTo(w.amountApplied, row.pricePrecision);
      if (!amount.gt(0)) throw invalid(['input', 'invoices', i, 'amountApplied'], 'must be more than 0');
      return amount;
    });
    const asked = amounts.reduce((a, b) => a.plus(b), dec(0));
    const unused = dec(row.paymentMade).minus(row.paymentDrawn);
    if (asked.gt(unused)) {
      throw invalid(
        ['input', 'invoices'],
        `the amounts add up to ${asked.toFixed()}, more than the ${unused.toFixed()} received and not yet drawn on the retainer invoice ${row.retainerinvoiceNumber}`,
      );
    }
    const [advances, receivable] = [await systemAccount(tx, s.org.id, 'customer_advances'), await systemAccount(tx, s.org.id, 'accounts_receivable')];
    const today = s.today;
    const applied: RetainerInvoiceApplication[] = [];
    for (const [i, w] of wanted.entries()) {
      const field = ['input', 'invoices', i];
      const invoice = await findInvoice(tx, s.org.id, w.invoiceId, { lock: true }).catch((error: unknown) => {
        if (error instanceof KontorError && error.extensions.code === 'NOT_FOUND')
          throw invalid([...field, 'invoiceId'], 'is not an invoice of the organization');
        throw error;
      });
      if (invoice.customerId !== row.customerId)
        throw invalid([...field, 'invoiceId'], `the invoice ${invoice.invoiceNumber} is not of the customer ${row.customerName}`);
      if (invoice.currencyId !== row.currencyId)
        throw invalid(
          [...field, 'invoiceId'],
          `the invoice ${invoice.invoiceNumber} is in ${invoice.currencyCode}, the retainer invoice in ${row.currencyCode}`,
        );
      if (amounts[i].gt(invoice.balance) && invoice.status !== 'draft' && invoice.status !== 'void') {
        throw invalid(
          [...field, 'amountApplied'],
          `${amounts[i].toFixed()} is more than the balance ${dec(invoice.balance).toFixed()} of the invoice ${invoice.invoiceNumber}`,
        );
      }
      const result = await applyPayment(tx, s.org.id, invoice.id, amounts[i], {
        paymentId: row.id,
        date: today,
        paymentMode: 'retainer',
        referenceNumber: row.retainerinvoiceNumber,
        description: `Retainer ${row.retainerinvoiceNumber}`,
        // The advance was received at the retainer invoice's rate.
        exchangeRate: row.exchangeRate,
        actor: s.actor,
        at: s.now,
      });
      const id = newId();
      await tx
        .insert(retainerApplications)
        .values({ id, organizationId: s.org.id, retainerinvoiceId: row.id, invoiceId: invoice.id, amount: result.amount, date: today, createdAt: s.now });
      await post(tx, {
        organizationId: s.org.id,
        date: today,
        sourceType: 'retainer_application',
        sourceId: id,
        sourceNumber: row.retainerinvoiceNumber,
        basis: 'accrual',
        referenceNumber: invoice.invoiceNumber,
        lines: [
          {
            accountId: advances,
            debit: result.amount,
            currencyId: row.currencyId,
            exchangeRate: row.exchangeRate,
            description: `Retainer ${row.retainerinvoiceNumber} drawn`,
          },
          { accountId: receivable, credit: result.amount, currencyId: row.currencyId, exchangeRate: row.exchangeRate, description: invoice.invoiceNumber },
        ],
      });
      await recordRetainerHistory(
        tx,
        s.org.id,
        row.id,
        s.actor,
        'applied_to_invoice',
        `${moneyText(result.amount, row.currencyCode, row.pricePrecision)} applied to the invoice ${invoice.invoiceNumber}.`,
        s.now,
      );
      applied.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amountApplied: result.amount, balance: result.balance, date: today });
    }
    await tx
      .update(retainerInvoices)
      .set({ paymentDrawn: dec(row.paymentDrawn).plus(asked).toFixed(), updatedAt: s.now })
      .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
    return { retainerinvoice: await retainerView(tx, s.org, row.id), invoices: applied };
  });
}

/** Takes back everything the retainer drew against one invoice; its postings are reversed. */
export async function removeFromInvoice(s: Scope, retainerinvoiceId: string, invoiceId: string): Promise<RetainerInvoice> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (!isId(invoiceId)) throw notFound('The invoice');
    const applications = await tx
      .select()
      .from(retainerApplications)
      .where(inOrg(retainerApplications, s.org.id, and(eq(retainerApplications.retainerinvoiceId, row.id), eq(retainerApplications.invoiceId, invoiceId))));
    if (!applications.length) throw notFound(`An application of the retainer invoice ${row.retainerinvoiceNumber} to the invoice ${invoiceId}`);
    const invoice = await findInvoice(tx, s.org.id, invoiceId);
    const removed = await removePayment(tx, s.org.id, invoiceId, row.id, { actor: s.actor, at: s.now });
    await reverseMany(
      tx,
      s.org.id,
      applications.map((a) => ({ sourceType: 'retainer_application', sourceId: a.id })),
    );
    await tx.delete(retainerApplications).where(
      inOrg(
        retainerApplications,
        s.org.id,
        inArray(
          retainerApplications.id,
          applications.map((a) => a.id),
        ),
      ),
    );
    await tx
      .update(retainerInvoices)
      .set({ paymentDrawn: dec(row.paymentDrawn).minus(removed).toFixed(), updatedAt: s.now })
      .where(inOrg(retainerInvoices, s.org.id, eq(retainerInvoices.id, row.id)));
    await recordRetainerHistory(
      tx,
      s.org.id,
      row.id,
      s.actor,
      'unapplied_from_invoice',
      `${moneyText(removed, row.currencyCode, row.pricePrecision)} taken back from the invoice ${invoice.invoiceNumber}.`,
      s.now,
    );
    return retainerView(tx, s.org, row.id);
  });
}
