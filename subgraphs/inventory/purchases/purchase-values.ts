/**
 * Values purchase orders and receives both take as given: trimmed text, postal addresses and
 * custom field values (kept verbatim). Pure, no database.
 */
import type { CustomFieldEntry, ReceiveAddress } from '../../../drizzle/tables/inventory/purchases.ts';
import { checkCountry } from '../../core/values/address.ts';
import type { PurchaseReceiveAddress, PurchaseReceiveAddressInput, PurchaseReceiveCustomFieldInput } from '../generated/graphql.ts';
import { text } from '../../core/values/text.ts';

export function customFieldsOf(input: readonly PurchaseReceiveCustomFieldInput[] | null | undefined): CustomFieldEntry[] {
  return (input ?? []).map((f) => ({ customfield_id: f.customfieldId ?? null, label: text(f.label) ?? null, value: f.value ?? null }));
}

export function addressOf(
  input: PurchaseReceiveAddressInput | null | undefined,
  field: readonly (string | number)[] = ['input', 'address'],
): ReceiveAddress | null {
  if (!input) return null;
  checkCountry(input.country, [...field, 'country']);
  return {
    attention: text(input.attention) ?? null,
    address: text(input.address) ?? null,
    street2: text(input.street2) ?? null,
    city: text(input.city) ?? null,
    state: text(input.state) ?? null,
    zip: text(input.zip) ?? null,
    country: text(input.country) ?? null,
    fax: text(input.fax) ?? null,
    phone: text(input.phone) ?? null,
  };
}

export function addressView(value: ReceiveAddress | null): PurchaseReceiveAddress | null {
  if (!value) return null;
  return {
    attention: value.attention ?? null,
    address: value.address ?? null,
    street2: value.street2 ?? null,
    city: value.city ?? null,
    state: value.state ?? null,
    zip: value.zip ?? null,
    country: value.country ?? null,
    fax: value.fax ?? null,
    phone: value.phone ?? null,
  };
}

/** An address as the family's Inventory API sends it: a list of one address, empty when none. */
export function addressList(value: ReceiveAddress | null): PurchaseReceiveAddress[] {
  const view = addressView(value);
  return view ? [view] : [];
}
