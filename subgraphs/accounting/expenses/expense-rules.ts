/**
 * The pure rules of an expense input: text and tags as stored, line requests from
 * `line_items` (or the top-level account and amount), mileage (distance times rate), the
 * India-only fields, and the totals of resolved lines. No database here.
 */
import type { ExpenseTagValue } from '../../../drizzle/tables/accounting/expenses.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { invalid } from '../../core/values/errors.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import type { CreateExpenseInput, ExpenseLineItemInput, ExpenseTagInput, UpdateExpenseInput } from '../generated/graphql.ts';
import { INDIAN_STATES, checkLocaleField } from '../shared/tax-locale.ts';
import type { ExpenseLineRecord, ExpenseRecord, NewExpenseLine } from './expense-store.ts';
import { type ExpenseTotals, expenseTotals } from './expense-totals.ts';
import { text } from '../../core/values/text.ts';
import { componentOf } from '../documents/document-taxes.ts';

export type Path = readonly (string | number)[];
export type ExpenseInput = CreateExpenseInput | UpdateExpenseInput;

export const MAX_EXPENSE_LINES = 1000;

/** Accounts an expense line may post to: expenses, and what is bought to keep (assets, prepayments). */
export const LINE_ACCOUNT_TYPES: readonly string[] = [...ACCOUNT_TYPES.expense, 'fixed_asset', 'other_current_asset', 'other_asset', 'intangible_asset'];
/** Accounts money leaves from: cash, bank, card, clearing, other current asset/liability, the owner's equity. */
export const PAID_THROUGH_TYPES: readonly string[] = [
  'cash',
  'bank',
  'credit_card',
  'payment_clearing',
  'other_current_asset',
  'other_current_liability',
  'equity',
];

/** The input's value when given (null clears), else the stored one. */
export function given<T>(value: T | null | undefined, stored: T | null | undefined): T | null {
  return value !== undefined ? value : (stored ?? null);
}

export function tagsOf(input: readonly ExpenseTagInput[]): ExpenseTagValue[] {
  return input.map((t) => ({
    tag_id: t.tagId,
    tag_name: t.tagName ?? null,
    tag_option_id: t.tagOptionId ?? null,
    tag_option_name: t.tagOptionName ?? null,
    is_tag_mandatory: t.isTagMandatory ?? false,
  }));
}

/** A line as the input of a plain (not itemized) expense gives it: the top-level account, amount and taxes. */
export interface LineRequest {
  lineItemId?: string | null;
  accountId: string;
  accountField: Path;
  description: string | null;
  amount: string;
  taxId: string | null;
  taxField: Path;
  reverseChargeTaxId: string | null;
  reverseChargeField: Path;
  itemOrder?: number | null;
  taxExemptionCode: string | null;
  taxExemptionId: string | null;
  locationId: string | null;
  locationField: Path;
  tags: ExpenseTagValue[];
}

export function lineRequests(input: readonly ExpenseLineItemInput[], stored: readonly ExpenseLineRecord[]): LineRequest[] {
  const ids = new Set(stored.map((l) => l.id));
  const named = new Set<string>();
  return input.map((line, i) => {
    const field = (name: string): Path => ['input', 'lineItems', i, name];
    if (line.lineItemId != null) {
      if (!ids.has(line.lineItemId)) throw invalid(field('lineItemId'), 'is not a line of this expense');
      if (named.has(line.lineItemId)) throw invalid(field('lineItemId'), 'names a line listed before');
      named.add(line.lineItemId);
    }
    return {
      lineItemId: line.lineItemId,
      accountId: line.accountId,
      accountField: field('accountId'),
      description: text(line.description) ?? null,
      amount: line.amount,
      taxId: line.taxId ?? null,
      taxField: field('taxId'),
      reverseChargeTaxId: line.reverseChargeTaxId ?? null,
      reverseChargeField: field('reverseChargeTaxId'),
      itemOrder: line.itemOrder,
      taxExemptionCode: text(line.taxExemptionCode) ?? null,
      taxExemptionId: line.taxExemptionId ?? null,
      locationId: line.locationId ?? null,
      locationField: field('locationId'),
      tags: tagsOf(line.tags ?? []),
    };
  });
}

export function totalsOf(
  fields: { pricePrecision: number; isInclusiveTax: boolean },
  lines: readonly Pick<NewExpenseLine, 'amount' | 'taxComponents' | 'reverseChargeComponents'>[],
): ExpenseTotals {
  return expenseTotals({
    pricePrecision: fields.pricePrecision,
    isInclusiveTax: fields.isInclusiveTax,
    lines: lines.map((l) => ({
      amount: l.amount,
      taxes: (l.taxComponents ?? []).map(componentOf),
      reverseCharge: (l.reverseChargeComponents ?? []).map(componentOf),
    })),
  });
}

/** Mileage: the distance (readings or given) times the rate is the amount. */
export function mileageOf(input: ExpenseInput, previous: ExpenseRecord | undefined, places: number) {
  const type = input.mileageType ? fromEnum(input.mileageType) : (previous?.mileageType ?? 'non_mileage');
  const field = (name: string): Path => ['input', name];
  if (type === 'non_mileage') {
    for (const name of ['mileageRate', 'distance', 'startReading', 'endReading'] as const) {
      if (input[name] != null) throw invalid(field(name), 'applies to mileage expenses only (mileage_type odometer or manual)');
    }
    return { mileageType: type, mileageRate: null, mileageUnit: null, distance: null, startReading: null, endReading: null, amount: undefined };
  }
  const rate = given(input.mileageRate, previous?.mileageRate);
  if (rate == null || !dec(rate).gt(0)) throw invalid(field('mileageRate'), 'is required for a mileage expense and must be more than 0');
  let distance: string | null;
  let startReading: string | null = null;
  let endReading: string | null = null;
  if (type === 'odometer') {
    startReading = given(input.startReading, previous?.startReading);
    endReading = given(input.endReading, previous?.endReading);
    if (startReading == null) throw invalid(field('startReading'), 'is required when mileage_type is odometer');
    if (endReading == null) throw invalid(field('endReading'), 'is required when mileage_type is odometer');
    if (!dec(endReading).gt(startReading)) throw invalid(field('endReading'), `must be more than start_reading (${dec(startReading).toFixed()})`);
    if (input.distance != null) throw invalid(field('distance'), 'is worked out from the odometer readings; leave it out');
    distance = dec(endReading).minus(startReading).toFixed();
  } else {
    if (input.startReading != null || input.endReading != null)
      throw invalid(field(input.startReading != null ? 'startReading' : 'endReading'), 'applies when mileage_type is odometer');
    distance = given(input.distance, previous?.distance);
    if (distance == null || !dec(distance).gt(0)) throw invalid(field('distance'), 'is required when mileage_type is manual and must be more than 0');
  }
  const amount = roundTo(dec(distance).times(rate), places);
  if (input.amount != null && !dec(input.amount).equals(amount)) {
    throw invalid(
      field('amount'),
      `must be the distance times the mileage rate (${dec(distance).toFixed()} × ${dec(rate).toFixed()} = ${amount.toFixed(places)}), or left out`,
    );
  }
  const unit = input.mileageUnit ? fromEnum(input.mileageUnit) : (previous?.mileageUnit ?? 'km');
  return {
    mileageType: type,
    mileageRate: toDb(rate),
    mileageUnit: unit,
    distance: toDb(distance),
    startReading: startReading === null ? null : toDb(startReading),
    endReading: endReading === null ? null : toDb(endReading),
    amount: amount.toFixed(),
  };
}

/** The India-only fields, checked for the edition and their value sets. */
export function indiaFields(org: OrganizationRow, input: ExpenseInput, previous: ExpenseRecord | undefined) {
  const field = (name: string): Path => ['input', name];
  const onlyIndia = (name: string, value: unknown) => {
    if (value != null && value !== '') checkLocaleField(org.edition, 'gstNo', '', field(name));
  };
  onlyIndia('gstNo', input.gstNo);
  onlyIndia('gstTreatment', input.gstTreatment);
  onlyIndia('isPreGst', input.isPreGst);
  onlyIndia('destinationOfSupply', input.destinationOfSupply);
  onlyIndia('sourceOfSupply', input.sourceOfSupply);
  onlyIndia('hsnOrSac', input.hsnOrSac);
  const state = (name: 'destinationOfSupply' | 'sourceOfSupply', stored: string | null | undefined) => {
    const value = input[name] === undefined ? (stored ?? null) : (text(input[name])?.toUpperCase() ?? null);
    if (input[name] && value && !INDIAN_STATES.includes(value)) throw invalid(field(name), `must be a GST state code (${INDIAN_STATES.join(', ')})`);
    return value;
  };
  const gstNo = input.gstNo === undefined ? (previous?.gstNo ?? null) : (text(input.gstNo)?.toUpperCase() ?? null);
  const gstTreatment = input.gstTreatment === undefined ? (previous?.gstTreatment ?? null) : input.gstTreatment ? fromEnum(input.gstTreatment) : null;
  if (gstTreatment === 'business_gst' && !gstNo)
    throw invalid(field('gstNo'), "is required when gst_treatment is business_gst: give the vendor's 15-character GSTIN");
  return {
    gstNo,
    gstTreatment,
    isPreGst: given(input.isPreGst, previous?.isPreGst),
    destinationOfSupply: state('destinationOfSupply', previous?.destinationOfSupply),
    sourceOfSupply: state('sourceOfSupply', previous?.sourceOfSupply),
    hsnOrSac: input.hsnOrSac === undefined ? (previous?.hsnOrSac ?? null) : (text(input.hsnOrSac) ?? null),
  };
}
