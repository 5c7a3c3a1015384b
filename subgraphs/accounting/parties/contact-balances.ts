/**
 * What a contact owes and is owed, computed from the documents that hold it: outstanding
 * receivable (a customer's opening balance and open invoices), outstanding payable (a vendor's
 * opening balance and open bills), unused credits receivable (payments' unused amounts,
 * retainer payments not drawn and open credit notes' credit left). Each amount comes in the contact's currency and in the base
 * currency ("_bcy"), every document converted at its own exchange rate. Bills are accounting's
 * (/books/v3/bills) and, recorded against purchase receives, the inventory module's; payments are
 * billing's. Inventory and billing are above accounting: they answer through the ports below,
 * provided in their descriptors' hooks.
 */
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import { retainerInvoices } from '../../../drizzle/tables/accounting/retainers.ts';
import { creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { Port } from '../../core/platform/ports.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { type Decimal, dec, roundTo } from '../../core/values/money.ts';
import type { ContactRecord } from './contact-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** An amount a contact owes or is owed, in a document's currency at the document's rate (units of base currency per unit). */
export interface OpenAmount {
  contactId: string;
  currencyId: string;
  exchangeRate: string;
  amount: string;
}

/** Open amounts of these contacts, in one statement whatever their number. */
export type FindOpenAmounts = (db: Executor, organizationId: string, contactIds: readonly string[]) => Promise<OpenAmount[]>;

export const contactAmountPorts = {
  /** Vendor bills' balances (inventory's purchase receive bills). */
  payables: new Port<FindOpenAmounts>('accounting.contact-payables'),
  /** Customer payments' unused amounts, less refunds (billing). */
  credits: new Port<FindOpenAmounts>('accounting.contact-credits'),
};

/** One figure of a contact, in its currency and in the base currency. */
export interface Amount {
  amount: string;
  bcy: string;
}

export interface ContactAmounts {
  outstandingReceivable: Amount;
  outstandingPayable: Amount;
  unusedCreditsReceivable: Amount;
}

const ZERO: Amount = { amount: '0', bcy: '0' };

/** Balances of open invoices (sent or later, not void), grouped by customer, currency and rate. */
async function openInvoices(db: Executor, organizationId: string, contactIds: string[]): Promise<OpenAmount[]> {
  return db
    .select({
      contactId: invoices.customerId,
      currencyId: invoices.currencyId,
      exchangeRate: invoices.exchangeRate,
      amount: sql<string>`sum(${invoices.balance})`.mapWith(String),
    })
    .from(invoices)
    .where(inOrg(invoices, organizationId, anyId(invoices.customerId, contactIds), notInArray(invoices.status, ['draft', 'void']), gt(invoices.balance, '0')))
    .groupBy(invoices.customerId, invoices.currencyId, invoices.exchangeRate);
}

/** Balances of open bills (/books/v3/bills; open and not paid), grouped by vendor, currency and rate. */
async function openBills(db: Executor, organizationId: string, contactIds: string[]): Promise<OpenAmount[]> {
  return db
    .select({
      contactId: bills.customerId,
      currencyId: bills.currencyId,
      exchangeRate: bills.exchangeRate,
      amount: sql<string>`sum(${bills.balance})`.mapWith(String),
    })
    .from(bills)
    .where(inOrg(bills, organizationId, anyId(bills.customerId, contactIds), eq(bills.status, 'open'), gt(bills.balance, '0')))
    .groupBy(bills.customerId, bills.currencyId, bills.exchangeRate);
}

/** Retainer payments not yet drawn against invoices: the customer's advance. */
async function undrawnRetainers(db: Executor, organizationId: string, contactIds: string[]): Promise<OpenAmount[]> {
  const undrawn = sql`${retainerInvoices.paymentMade} - ${retainerInvoices.paymentDrawn}`;
  return db
    .select({
      contactId: retainerInvoices.customerId,
      currencyId: retainerInvoices.currencyId,
      exchangeRate: retainerInvoices.exchangeRate,
      amount: sql<string>`sum(${undrawn})`.mapWith(String),
    })
    .from(retainerInvoices)
    .where(inOrg(retainerInvoices, organizationId, anyId(retainerInvoices.customerId, contactIds), sql`${undrawn} > 0`))
    .groupBy(retainerInvoices.customerId, retainerInvoices.currencyId, retainerInvoices.exchangeRate);
}

/** Credit left on open credit notes: credit the customer may still use. */
async function openCredits(db: Executor, organizationId: string, contactIds: string[]): Promise<OpenAmount[]> {
  return db
    .select({
      contactId: creditnotes.customerId,
      currencyId: creditnotes.currencyId,
      exchangeRate: creditnotes.exchangeRate,
      amount: sql<string>`sum(${creditnotes.balance})`.mapWith(String),
    })
    .from(creditnotes)
    .where(inOrg(creditnotes, organizationId, anyId(creditnotes.customerId, contactIds), eq(creditnotes.status, 'open'), gt(creditnotes.balance, '0')))
    .groupBy(creditnotes.customerId, creditnotes.currencyId, creditnotes.exchangeRate);
}

/**
 * The amounts of these contacts: six statements whatever their number (invoices, retainers,
 * credit notes, bills, payments, the contacts' currencies), so a page of a list costs the same as one contact.
 */
export async function contactAmounts(db: Executor, org: OrganizationRow, rows: readonly ContactRecord[]): Promise<Map<string, ContactAmounts>> {
  const result = new Map<string, ContactAmounts>();
  if (!rows.length) return result;
  const ids = rows.map((r) => r.id);
  // One after another: inside a transaction the statements share one connection.
  const receivable = byContact(await openInvoices(db, org.id, ids));
  const retainers = await undrawnRetainers(db, org.id, ids);
  const payable = byContact([...(await openBills(db, org.id, ids)), ...(await contactAmountPorts.payables.call(db, org.id, ids))]);
  const notes = await openCredits(db, org.id, ids);
  const credits = byContact([...retainers, ...notes, ...(await contactAmountPorts.credits.call(db, org.id, ids))]);
  const rates = await db
    .select({ id: currencies.id, exchangeRate: currencies.exchangeRate, pricePrecision: currencies.pricePrecision })
    .from(currencies)
    .where(and(eq(currencies.organizationId, org.id), anyId(currencies.id, [...new Set(rows.map((r) => r.currencyId))])));
  const currencyOf = new Map(rates.map((c) => [c.id, c]));

  for (const row of rows) {
    const own = currencyOf.get(row.currencyId);
    const precision = own?.pricePrecision ?? org.pricePrecision;
    /** Amounts in the contact's currency: a document in another one goes through the base currency at its rate and the contact currency's. */
    const total = (amounts: readonly OpenAmount[]): Amount => {
      let amount: Decimal = dec(0);
      let bcy: Decimal = dec(0);
      for (const a of amounts) {
        const base = dec(a.amount).times(a.exchangeRate);
        amount = amount.plus(a.currencyId === row.currencyId ? dec(a.amount) : base.div(own?.exchangeRate ?? 1));
        bcy = bcy.plus(base);
      }
      return { amount: roundTo(amount, precision).toFixed(), bcy: roundTo(bcy, org.pricePrecision).toFixed() };
    };
    const opening: OpenAmount[] = row.openingBalances.map((b) => ({
      contactId: row.id,
      currencyId: row.currencyId,
      exchangeRate: b.exchangeRate,
      amount: b.amount,
    }));
    result.set(row.id, {
      outstandingReceivable: total([...(row.contactType === 'customer' ? opening : []), ...(receivable.get(row.id) ?? [])]),
      outstandingPayable: total([...(row.contactType === 'vendor' ? opening : []), ...(payable.get(row.id) ?? [])]),
      unusedCreditsReceivable: total(credits.get(row.id) ?? []),
    });
  }
  return result;
}

function byContact(amounts: readonly OpenAmount[]): Map<string, OpenAmount[]> {
  const map = new Map<string, OpenAmount[]>();
  for (const a of amounts) map.set(a.contactId, [...(map.get(a.contactId) ?? []), a]);
  return map;
}

export function amountsOf(found: ContactAmounts | undefined): ContactAmounts {
  return found ?? { outstandingReceivable: ZERO, outstandingPayable: ZERO, unusedCreditsReceivable: ZERO };
}
