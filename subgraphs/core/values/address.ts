import type { PostalAddress } from '../../../drizzle/tables/core/organizations.ts';

/** A postal address as GraphQL spells it (organizations, locations). */
export interface PostalAddressFields {
  streetAddress1?: string | null;
  streetAddress2?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zip?: string | null;
}

export function postalAddressView(value: PostalAddress): Required<PostalAddressFields> {
  return {
    streetAddress1: value.street_address1 ?? null,
    streetAddress2: value.street_address2 ?? null,
    city: value.city ?? null,
    state: value.state ?? null,
    country: value.country ?? null,
    zip: value.zip ?? null,
  };
}

/** The stored form of an address a client gave; none is an empty address. */
export function postalAddressOf(input: PostalAddressFields | null | undefined): PostalAddress {
  if (!input) return {};
  return {
    street_address1: input.streetAddress1 ?? null,
    street_address2: input.streetAddress2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    zip: input.zip ?? null,
  };
}
