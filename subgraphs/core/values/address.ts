import type { PostalAddress } from '../../../drizzle/tables/core/organizations.ts';
import { invalid } from './errors.ts';
import { countryCode } from './locale.ts';

/**
 * The one country rule of every address (organizations, locations, contacts and their further
 * addresses): a country is absent, or an English country name or ISO 3166 code (`USA`, `U.S.A`,
 * `Germany`, `DE`); anything else is refused naming the field.
 */
export function checkCountry(country: string | null | undefined, field: readonly (string | number)[]): void {
  if (country == null || country.trim() === '') return;
  if (!countryCode(country)) throw invalid(field, 'must be a country name or ISO 3166 code');
}

/** A postal address as GraphQL spells it (organizations, locations; `attention` and `stateCode` only locations take). */
export interface PostalAddressFields {
  attention?: string | null;
  streetAddress1?: string | null;
  streetAddress2?: string | null;
  city?: string | null;
  state?: string | null;
  stateCode?: string | null;
  country?: string | null;
  zip?: string | null;
}

export function postalAddressView(value: PostalAddress): Required<PostalAddressFields> {
  return {
    attention: value.attention ?? null,
    streetAddress1: value.street_address1 ?? null,
    streetAddress2: value.street_address2 ?? null,
    city: value.city ?? null,
    state: value.state ?? null,
    stateCode: value.state_code ?? null,
    country: value.country ?? null,
    zip: value.zip ?? null,
  };
}

/** The stored form of an address a client gave; none is an empty address. */
export function postalAddressOf(input: PostalAddressFields | null | undefined, field: readonly (string | number)[] = ['input', 'address']): PostalAddress {
  if (!input) return {};
  checkCountry(input.country, [...field, 'country']);
  return {
    ...(input.attention != null && { attention: input.attention }),
    street_address1: input.streetAddress1 ?? null,
    street_address2: input.streetAddress2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    ...(input.stateCode != null && { state_code: input.stateCode }),
    country: input.country ?? null,
    zip: input.zip ?? null,
  };
}
