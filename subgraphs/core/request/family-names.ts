/**
 * The family's own spellings beside the specification's names. The specification calls the token
 * scheme `Svc-oauthtoken`, the organization headers `X-com-svc-…` and `SVC-ANALYTICS-ORGID`, the
 * send-mail key scheme `Svc-enczapikey` and the products of scopes `SvcBooks`, …; the family's
 * published clients hard-code the family's own names. Both spellings are accepted wherever one is
 * (the Authorization schemes, the organization headers, the products of scopes), by this one
 * table; answers and errors keep the specification's names.
 */
export const FAMILY_SPELLINGS = {
  'Svc-oauthtoken': 'Zoho-oauthtoken',
  'Svc-enczapikey': 'Zoho-enczapikey',
  'X-com-svc-expense-organizationid': 'X-com-zoho-expense-organizationid',
  'X-com-svc-subscriptions-organizationid': 'X-com-zoho-subscriptions-organizationid',
  'SVC-ANALYTICS-ORGID': 'ZANALYTICS-ORGID',
  SvcBooks: 'ZohoBooks',
  SvcInventory: 'ZohoInventory',
  SvcExpense: 'ZohoExpense',
  SvcSubscriptions: 'ZohoSubscriptions',
  SvcAnalytics: 'ZohoAnalytics',
  SvcMessaging: 'Zeptomail',
} as const satisfies Record<string, string>;

type SpecificationName = keyof typeof FAMILY_SPELLINGS;

// Every name the family's clients send is compared case-insensitively (HTTP header names and
// schemes are, and the family's clients spell products both ways).
const TO_SPECIFICATION = new Map<string, string>(
  Object.entries(FAMILY_SPELLINGS).flatMap(([specification, family]) => [
    [specification.toLowerCase(), specification],
    [family.toLowerCase(), specification],
  ]),
);

/** The specification's name and the family's spelling of it (the name alone when the table does not hold it). */
export function spellingsOf(name: string): readonly string[] {
  const specification = specificationName(name);
  return specification in FAMILY_SPELLINGS ? [specification, FAMILY_SPELLINGS[specification as SpecificationName]] : [name];
}

/** The specification's name of either spelling (any case); a name the table does not hold, as given. */
export function specificationName(name: string): string {
  return TO_SPECIFICATION.get(name.toLowerCase()) ?? name;
}

/**
 * The token of an `Authorization` value in the scheme (either spelling, any case) and the
 * schemes beside it (`Bearer`), or undefined when the value is in none of them.
 */
export function tokenInScheme(authorization: string | undefined, scheme: SpecificationName, ...others: string[]): string | undefined {
  const match = /^(\S+)\s+(\S+)\s*$/.exec(authorization ?? '');
  if (!match) return undefined;
  const given = match[1].toLowerCase();
  const accepted = [...spellingsOf(scheme), ...others].some((name) => name.toLowerCase() === given);
  return accepted ? match[2] : undefined;
}
