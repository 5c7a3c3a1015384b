/**
 * What an expense input leads to on top of the stored expense (none on create): checked
 * against the organization (accounts, taxes, locations, contacts, currency, each in one
 * statement and held FOR SHARE until the expense commits), its lines resolved and its totals
 * worked out. The pure parts are expense-rules.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import type { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { KontorError, cannotMove, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { type TaxDefinition, SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactRecord, requireContact } from '../parties/contact-store.ts';
import { checkLocaleField } from '../shared/tax-locale.ts';
import {
  type ExpenseInput,
  LINE_ACCOUNT_TYPES,
  type LineRequest,
  MAX_EXPENSE_LINES,
  PAID_THROUGH_TYPES,
  given,
  indiaFields,
  lineRequests,
  mileageOf,
  tagsOf,
  totalsOf,
} from './expense-rules.ts';
import type { ExpenseLineRecord, ExpenseRecord, NewExpenseLine } from './expense-store.ts';
import type { ExpenseTotals } from './expense-totals.ts';
import { text } from '../../core/values/text.ts';
import { storedComponent } from '../documents/document-taxes.ts';
import { exchangeRateOf } from '../documents/document-parties.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** The stored fields an update carries over when the input leaves them out, and their values on create. */
const KEPT = ['referenceNumber', 'description', 'isPersonal', 'projectId', 'projectName', 'locationId', 'tripId', 'tripNumber'] as const;
const NEW_EXPENSE: Pick<ExpenseRecord, (typeof KEPT)[number]> = {
  referenceNumber: null,
  description: null,
  isPersonal: false,
  projectId: null,
  projectName: null,
  locationId: null,
  tripId: null,
  tripNumber: null,
};

/** An invoiced expense as a refusal names it. */
export function invoiced(row: Pick<ExpenseRecord, 'date' | 'referenceNumber' | 'invoiceNumber'>) {
  return { kind: 'expense', name: `of ${row.date}${row.referenceNumber ? ` (${row.referenceNumber})` : ''}`, state: `invoiced on ${row.invoiceNumber}` };
}

export type ExpenseFields = Omit<
  typeof expenses.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'journalId' | 'receiptBlobId' | 'receiptName' | 'receiptType' | 'invoiceId' | 'invoiceNumber'
>;

/** The lines resolved against the organization: accounts, taxes and locations, each in one statement, held FOR SHARE. */
async function resolveLines(tx: Tx, scope: Scope, requests: readonly LineRequest[]): Promise<NewExpenseLine[]> {
  const { org } = scope;
  const accounts = await findAccounts(tx, org.id, { ids: requests.map((r) => r.accountId) }, { lock: true });
  const taxIds = requests.flatMap((r) => [r.taxId, r.reverseChargeTaxId]).filter((id): id is string => !!id);
  const taxes = await findTaxes(tx, org.id, taxIds, { lock: true });
  const locations = await locationsById(tx, org.id, [...new Set(requests.map((r) => r.locationId).filter((id): id is string => !!id))]);
  const rule = { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' };
  return requests.map((r, i) => {
    checkAccount(
      accounts.find((a) => a.id === r.accountId),
      r.accountField,
      { types: LINE_ACCOUNT_TYPES, typesText: 'an expense account (expense, cost of goods sold, other expense) or an asset bought' },
    );
    const tax: TaxDefinition | undefined = r.taxId ? checkTax(taxes.get(r.taxId), r.taxField, rule) : undefined;
    let reverse: TaxDefinition | undefined;
    if (r.reverseChargeTaxId) {
      if (org.edition !== 'IN') checkLocaleField(org.edition, 'gstNo', '', r.reverseChargeField);
      if (tax) throw invalid(r.reverseChargeField, 'cannot be given with tax_id: under reverse charge the vendor charges no tax');
      reverse = checkTax(taxes.get(r.reverseChargeTaxId), r.reverseChargeField, rule);
    }
    if (r.locationId && !locations.has(r.locationId)) throw invalid(r.locationField, 'is not a location of the organization');
    return {
      id: r.lineItemId ?? newId(),
      itemOrder: r.itemOrder ?? i + 1,
      accountId: r.accountId,
      description: r.description,
      amount: toDb(r.amount),
      itemTotal: '0',
      taxId: tax?.taxId ?? null,
      taxName: tax?.taxName ?? null,
      taxType: tax?.taxType ?? null,
      taxPercentage: tax ? tax.percentage.toFixed() : null,
      taxComponents: (tax?.components ?? []).map((c) => storedComponent(c, 'both')),
      taxAmount: '0',
      reverseChargeTaxId: reverse?.taxId ?? null,
      reverseChargeTaxName: reverse?.taxName ?? null,
      reverseChargeTaxPercentage: reverse ? reverse.percentage.toFixed() : null,
      reverseChargeComponents: (reverse?.components ?? []).map((c) => storedComponent(c, 'both')),
      reverseChargeTaxAmount: '0',
      taxExemptionCode: r.taxExemptionCode,
      taxExemptionId: r.taxExemptionId,
      locationId: r.locationId,
      tags: r.tags,
    };
  });
}

export interface Current {
  row: ExpenseRecord;
  lines: ExpenseLineRecord[];
}

export interface Prepared {
  fields: ExpenseFields;
  lines: NewExpenseLine[];
  totals: ExpenseTotals;
  currencyCode: string;
}

/** The customer of an expense: by id, else by exact name (any case); null clears it. */
async function customerOf(tx: Tx, scope: Scope, input: ExpenseInput, previous: ExpenseRecord | undefined): Promise<ContactRecord | null | undefined> {
  if (input.customerId === null || (input.customerId === undefined && input.customerName === null)) return null;
  if (input.customerId) {
    return requireContact(tx, scope.org.id, input.customerId, ['input', 'customerId'], {
      contactType: 'customer',
      allowInactive: input.customerId === previous?.customerId,
    });
  }
  const name = text(input.customerName);
  if (name) {
    const [found] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(inOrg(contacts, scope.org.id, eq(sql`lower(${contacts.contactName})`, name.toLowerCase()), eq(contacts.contactType, 'customer')))
      .orderBy(contacts.id)
      .limit(1);
    if (!found) throw invalid(['input', 'customerName'], `no customer of the organization is named "${name}"; give customer_id`);
    return requireContact(tx, scope.org.id, found.id, ['input', 'customerName'], { contactType: 'customer', allowInactive: found.id === previous?.customerId });
  }
  return undefined;
}

/**
 * Everything an input leads to on top of the stored expense (none on create): checked against
 * the organization, lines resolved and the totals worked out.
 */
export async function prepare(tx: Tx, scope: Scope, input: ExpenseInput, current?: Current): Promise<Prepared> {
  const { org } = scope;
  const previous = current?.row;
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId, ['input', 'currencyId']);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);
  const places = currency.pricePrecision;

  const mileage = mileageOf(input, previous, places);
  const itemized = input.lineItems != null || (input.lineItems === undefined && !!previous?.isItemizedExpense);
  if (itemized) {
    if (mileage.mileageType !== 'non_mileage') throw invalid(['input', 'lineItems'], 'a mileage expense has one line: leave line_items out');
    if (input.taxId != null) throw invalid(['input', 'taxId'], 'belongs to the lines of an itemized expense: set line_items[].tax_id');
    if (input.reverseChargeTaxId != null)
      throw invalid(['input', 'reverseChargeTaxId'], 'belongs to the lines of an itemized expense: set line_items[].reverse_charge_tax_id');
  }

  let requests: LineRequest[];
  if (input.lineItems != null) {
    if (!input.lineItems.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
    if (input.lineItems.length > MAX_EXPENSE_LINES) {
      throw new KontorError('LIMIT_EXCEEDED', `An expense holds at most ${MAX_EXPENSE_LINES} line items; ${input.lineItems.length} were given.`, {
        field: ['input', 'lineItems'],
      });
    }
    requests = lineRequests(input.lineItems, current?.lines ?? []);
  } else if (itemized) {
    if (input.accountId != null || input.amount != null)
      throw invalid(['input', input.accountId != null ? 'accountId' : 'amount'], 'an itemized expense changes through line_items');
    requests = current!.lines.map((l) => ({
      lineItemId: l.id,
      accountId: l.accountId,
      accountField: ['input', 'lineItems'],
      description: l.description,
      amount: l.amount,
      taxId: l.taxId,
      taxField: ['input', 'lineItems'],
      reverseChargeTaxId: l.reverseChargeTaxId,
      reverseChargeField: ['input', 'lineItems'],
      itemOrder: l.itemOrder,
      taxExemptionCode: l.taxExemptionCode,
      taxExemptionId: l.taxExemptionId,
      locationId: l.locationId,
      locationField: ['input', 'lineItems'],
      tags: l.tags,
    }));
  } else {
    const line = current?.lines[0];
    const accountId = input.accountId ?? line?.accountId;
    if (!accountId) throw invalid(['input', 'accountId'], 'is required (or give line_items for an itemized expense)');
    const amount = mileage.amount ?? input.amount ?? (previous?.mileageType === 'non_mileage' ? line?.amount : undefined);
    if (amount == null) throw invalid(['input', 'amount'], 'is required (or give line_items for an itemized expense)');
    requests = [
      {
        lineItemId: line?.id,
        accountId,
        accountField: ['input', 'accountId'],
        description: given(text(input.description), line?.description),
        amount,
        taxId: given(input.taxId, line?.taxId),
        taxField: ['input', 'taxId'],
        reverseChargeTaxId: given(input.reverseChargeTaxId, line?.reverseChargeTaxId),
        reverseChargeField: ['input', 'reverseChargeTaxId'],
        itemOrder: 1,
        taxExemptionCode: line?.taxExemptionCode ?? null,
        taxExemptionId: line?.taxExemptionId ?? null,
        locationId: null,
        locationField: ['input', 'locationId'],
        tags: [],
      },
    ];
  }
  const lines = await resolveLines(tx, scope, requests);
  const isInclusiveTax = input.isInclusiveTax ?? previous?.isInclusiveTax ?? false;
  const totals = totalsOf({ pricePrecision: places, isInclusiveTax }, lines);
  totals.lines.forEach((t, i) => {
    lines[i].amount = t.amount.toFixed();
    lines[i].itemTotal = t.net.toFixed();
    lines[i].taxAmount = t.taxAmount.toFixed();
    lines[i].reverseChargeTaxAmount = t.reverseChargeAmount.toFixed();
  });
  if (itemized && input.amount != null && !dec(input.amount).equals(totals.amount)) {
    throw invalid(['input', 'amount'], `must be the sum of the line amounts (${totals.amount.toFixed(places)}), or left out`);
  }

  const paidThroughId = input.paidThroughAccountId ?? previous?.paidThroughAccountId;
  const [paidThrough] = paidThroughId
    ? await findAccounts(tx, org.id, { ids: [paidThroughId] }, { lock: true })
    : await findAccounts(tx, org.id, { systemKeys: ['petty_cash'] }, { lock: true });
  checkAccount(paidThrough, ['input', 'paidThroughAccountId'], {
    types: PAID_THROUGH_TYPES,
    typesText: 'an account money is paid from (cash, bank, credit card, payment clearing, other current asset or liability, equity)',
    allowInactive: paidThroughId === previous?.paidThroughAccountId && !input.paidThroughAccountId,
  });

  const vendorId = given(input.vendorId, previous?.vendorId);
  const vendor = vendorId
    ? await requireContact(tx, org.id, vendorId, ['input', 'vendorId'], { contactType: 'vendor', allowInactive: vendorId === previous?.vendorId })
    : null;
  const customer = await customerOf(tx, scope, input, previous);
  const customerId = customer === undefined ? (previous?.customerId ?? null) : (customer?.id ?? null);
  const customerName = customer === undefined ? (previous?.customerName ?? null) : (customer?.contactName ?? null);
  const isBillable = input.isBillable ?? previous?.isBillable ?? false;
  if (isBillable && !customerId) throw invalid(['input', 'customerId'], 'is required for a billable expense: name the customer it is billed to');

  if (previous?.invoiceId) {
    if (!isBillable)
      throw cannotMove(invoiced(previous), 'made non-billable', 'it stays billable until that invoice line is removed', { field: ['input', 'isBillable'] });
    if (customerId !== previous.customerId)
      throw cannotMove(invoiced(previous), 'billed to another customer', 'its customer stays until that invoice line is removed', {
        field: ['input', 'customerId'],
      });
  }

  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const kept = patch(
    previous ?? NEW_EXPENSE,
    {
      referenceNumber: text(input.referenceNumber),
      description: text(input.description),
      isPersonal: input.isPersonal,
      projectId: input.projectId,
      projectName: text(input.projectName),
      locationId: input.locationId,
      tripId: input.tripId,
      tripNumber: text(input.tripNumber),
    },
    KEPT,
    ['isPersonal'],
  );
  const bcyTotal = roundTo(totals.total.times(exchangeRate), org.pricePrecision);
  const fields: ExpenseFields = {
    date: input.date ?? previous!.date,
    accountId: lines[0].accountId,
    paidThroughAccountId: paidThrough!.id,
    vendorId: vendor?.id ?? null,
    vendorName: vendor?.contactName ?? null,
    amount: totals.amount.toFixed(),
    taxAmount: totals.taxTotal.toFixed(),
    isInclusiveTax,
    subTotal: totals.subTotal.toFixed(),
    total: totals.total.toFixed(),
    bcyTotal: bcyTotal.toFixed(),
    roundingDifference: totals.roundingDifference.toFixed(),
    currencyId: currency.id,
    exchangeRate,
    pricePrecision: places,
    ...kept,
    isBillable,
    isItemizedExpense: itemized,
    customerId,
    customerName,
    status: !isBillable ? 'non-billable' : previous?.invoiceId ? 'invoiced' : 'unbilled',
    mileageType: mileage.mileageType,
    mileageRate: mileage.mileageRate,
    mileageUnit: mileage.mileageUnit,
    distance: mileage.distance,
    startReading: mileage.startReading,
    endReading: mileage.endReading,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : (previous?.tags ?? []),
    ...indiaFields(org, input, previous),
    reverseChargeTaxTotal: totals.reverseChargeTotal.toFixed(),
  };
  return { fields, lines, totals, currencyCode: currency.currencyCode };
}
