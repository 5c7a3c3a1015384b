/**
 * What a document takes from its contact: the exchange rate of its currency, its addresses, the
 * contact persons it goes to, and the people its email dialog offers. One rule each, for every
 * document kind.
 */
import type { ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import type { DocumentCustomFieldValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { InvoiceContactPersonValue, InvoiceTagValue } from '../../../drizzle/tables/accounting/invoices.ts';
import { invalid } from '../../core/values/errors.ts';
import { checkCountry } from '../../core/values/address.ts';
import { type DecimalInput, dec, toDb } from '../../core/values/money.ts';
import type { ContactAddressInput, InvoiceMailContact, InvoiceTagInput, RetainerInvoiceCustomFieldInput } from '../generated/graphql.ts';
import type { ContactRecord } from '../parties/contact-store.ts';
import { type LocaleFields, checkLocale } from '../shared/tax-locale.ts';
import { text } from '../../core/values/text.ts';

type Path = readonly (string | number)[];

/** A document's currency as the exchange-rate rule needs it; `exchangeRate` is the currency's own rate, where the kind uses it. */
export interface DocumentCurrency {
  id: string;
  currencyCode?: string;
  isBaseCurrency: boolean;
  exchangeRate?: string;
}

/**
 * The exchange rate of a document: 1 in the base currency (another given rate is refused);
 * else the rate given, above 0; else the stored document's while its currency stays; else the
 * currency's own rate. A kind that does not take the currency's rate (a purchase order, priced
 * by its vendor) passes none, and a foreign document without a rate is refused.
 */
export function exchangeRateOf(
  currency: DocumentCurrency,
  given: DecimalInput | null | undefined,
  previous?: { currencyId: string; exchangeRate: string },
): string {
  const field: Path = ['input', 'exchangeRate'];
  const code = currency.currencyCode ?? "the organization's currency";
  if (currency.isBaseCurrency) {
    if (given != null && !dec(given).eq(1)) throw invalid(field, `must be 1: ${code} is the base currency`);
    return '1';
  }
  const rate = given ?? (previous?.currencyId === currency.id ? previous.exchangeRate : currency.exchangeRate);
  if (rate == null) throw invalid(field, `is required: ${currency.currencyCode ?? 'the currency'} is not the base currency`);
  if (!dec(rate).gt(0)) throw invalid(field, 'must be more than 0');
  return toDb(rate);
}

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;

/** A billing or shipping address as a document keeps it; none is an empty address. */
export function addressOf(input: ContactAddressInput | null, field: Path): ContactAddressValue {
  if (!input) return {};
  checkCountry(input.country, [...field, 'country']);
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f] ?? null]));
}

/**
 * A document's billing and shipping addresses on create or update: each the one given, else the
 * stored document's (`kept`, absent for a new document or another contact), else the contact's.
 */
export function documentAddresses(
  input: { billingAddress?: ContactAddressInput | null; shippingAddress?: ContactAddressInput | null },
  contact: { billingAddress: ContactAddressValue; shippingAddress: ContactAddressValue },
  kept: { billingAddress: ContactAddressValue; shippingAddress: ContactAddressValue } | undefined,
): { billingAddress: ContactAddressValue; shippingAddress: ContactAddressValue } {
  const one = (key: 'billingAddress' | 'shippingAddress') => {
    const given = input[key];
    return given !== undefined ? addressOf(given, ['input', key]) : (kept?.[key] ?? contact[key]);
  };
  return { billingAddress: one('billingAddress'), shippingAddress: one('shippingAddress') };
}

/** Reporting tags as a document keeps them. */
export function tagsOf(input: readonly InvoiceTagInput[]): InvoiceTagValue[] {
  return input.map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null, tag_option_id: t.tagOptionId ?? null, tag_option_name: t.tagOptionName ?? null }));
}

/** A contact person a document names, with how it reaches them where the kind takes that. */
export interface NamedPerson {
  contactPersonId: string;
  communicationPreference?: { isEmailEnabled?: boolean | null; isSmsEnabled?: boolean | null; isWhatsappEnabled?: boolean | null } | null;
}

/**
 * The contact's persons a document goes to: those named (each a person of the contact, once),
 * else the stored document's, else the contact's primary person (or its first) where the kind
 * defaults to one, else none.
 */
export function contactPersonsOf(
  contact: ContactRecord,
  given: readonly NamedPerson[] | null | undefined,
  kept: InvoiceContactPersonValue[] | undefined,
  rule: { field: (index: number) => Path; max?: number; defaultToPrimary: boolean },
): InvoiceContactPersonValue[] {
  if (given === undefined) {
    if (kept) return kept;
    const primary = rule.defaultToPrimary ? (contact.persons.find((p) => p.isPrimaryContact) ?? contact.persons[0]) : undefined;
    return primary ? [{ contact_person_id: primary.id }] : [];
  }
  const named = given ?? [];
  if (rule.max !== undefined && named.length > rule.max) throw invalid(rule.field(0).slice(0, 2), `holds at most ${rule.max} contact persons`);
  const seen = new Set<string>();
  return named.map((person, i) => {
    const field = rule.field(i);
    if (!contact.persons.some((p) => p.id === person.contactPersonId)) throw invalid(field, `is not a contact person of ${contact.contactName}`);
    if (seen.has(person.contactPersonId)) throw invalid(field, 'names a contact person listed before');
    seen.add(person.contactPersonId);
    const preference = person.communicationPreference;
    return {
      contact_person_id: person.contactPersonId,
      ...(preference?.isEmailEnabled != null ? { is_email_enabled: preference.isEmailEnabled } : {}),
      ...(preference?.isSmsEnabled != null ? { is_sms_enabled: preference.isSmsEnabled } : {}),
      ...(preference?.isWhatsappEnabled != null ? { is_whatsapp_enabled: preference.isWhatsappEnabled } : {}),
    };
  });
}

/**
 * The people a document's email dialog offers: the contact's persons with an address, selected
 * as the document names them (else as each person's email preference says); a contact without
 * such persons offers its own address, selected, as its primary.
 */
export function mailContactsOf(contact: ContactRecord | undefined, chosen: readonly InvoiceContactPersonValue[]): InvoiceMailContact[] {
  const associated = new Set(chosen.map((p) => p.contact_person_id));
  const contacts: InvoiceMailContact[] = (contact?.persons ?? [])
    .filter((p) => p.email)
    .map((p) => ({
      contactPersonId: p.id,
      salutation: p.salutation,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email!,
      phone: p.phone,
      mobile: p.mobile,
      selected: associated.size ? associated.has(p.id) : p.isEmailEnabled,
      isPrimaryContact: p.isPrimaryContact,
    }));
  if (!contacts.length && contact?.email) {
    contacts.push({
      contactPersonId: null,
      salutation: null,
      firstName: contact.contactName,
      lastName: null,
      email: contact.email,
      phone: contact.phone,
      mobile: contact.mobile,
      selected: true,
      isPrimaryContact: true,
    });
  }
  return contacts;
}

function lowered(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value === null ? null : value.toLowerCase();
}

const LOCALE_KEYS = [
  'gstNo',
  'gstTreatment',
  'isPreGst',
  'placeOfSupply',
  'taxTreatment',
  'taxTreatmentCode',
  'vatTreatment',
  'vatRegNo',
  'isReverseChargeApplied',
  'cfdiUsage',
  'cfdiReferenceType',
  'referenceInvoiceId',
] as const;

/** The tax-locale fields of a document input as given (enum values as GraphQL spells them). */
export type LocaleInput = { [K in (typeof LOCALE_KEYS)[number]]?: LocaleFields[K] | null };

/**
 * The tax-locale columns a sales document input gives (enum values lower-cased), checked for the
 * organization's edition, and laid over the stored ones.
 */
export function documentLocale(edition: string, input: LocaleInput, stored: LocaleFields): { given: LocaleFields; merged: LocaleFields } {
  const given: LocaleFields = {
    gstNo: text(input.gstNo),
    gstTreatment: lowered(input.gstTreatment),
    isPreGst: input.isPreGst,
    placeOfSupply: input.placeOfSupply === undefined ? undefined : (text(input.placeOfSupply)?.toUpperCase() ?? null),
    taxTreatment: lowered(input.taxTreatment),
    taxTreatmentCode: lowered(input.taxTreatmentCode),
    vatTreatment: lowered(input.vatTreatment),
    vatRegNo: text(input.vatRegNo),
    isReverseChargeApplied: input.isReverseChargeApplied,
    cfdiUsage: lowered(input.cfdiUsage),
    cfdiReferenceType: lowered(input.cfdiReferenceType),
    referenceInvoiceId: input.referenceInvoiceId,
  };
  for (const key of LOCALE_KEYS) if (given[key] === undefined) delete given[key];
  const merged = { ...stored, ...given };
  checkLocale(edition, given, merged);
  return { given, merged };
}

/** Custom fields a document keeps as given (index, label, value, show_on_pdf), each index once. */
export function customFieldsOf(input: readonly RetainerInvoiceCustomFieldInput[]): DocumentCustomFieldValue[] {
  const seen = new Set<number>();
  return input.map((c, i) => {
    if (seen.has(c.index)) throw invalid(['input', 'customFields', i, 'index'], `names index ${c.index} a second time`);
    seen.add(c.index);
    return { index: c.index, show_on_pdf: c.showOnPdf ?? false, value: c.value ?? null, label: text(c.label) ?? null };
  });
}
