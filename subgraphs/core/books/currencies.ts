/** Currencies of an organization, for every module that records amounts in one. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { invalid } from '../values/errors.ts';
import { isId } from '../values/ids.ts';

import type { CurrencyRow } from '../request/tenancy.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export async function findCurrency(db: Executor, organizationId: string, currencyId: string): Promise<CurrencyRow | undefined> {
  if (!isId(currencyId)) return undefined;
  const [row] = await db
    .select()
    .from(currencies)
    .where(inOrg(currencies, organizationId, eq(currencies.id, currencyId)));
  return row;
}

export async function baseCurrency(db: Executor, organizationId: string): Promise<CurrencyRow> {
  const [row] = await db
    .select()
    .from(currencies)
    .where(inOrg(currencies, organizationId, eq(currencies.isBaseCurrency, true)));
  if (!row) throw new Error(`organization ${organizationId} has no base currency`);
  return row;
}

/**
 * The currency a client named by id, or the base currency when it named none. A currency of
 * another organization is an invalid value of the field, like any unknown id.
 */
export async function currencyOrBase(
  db: Executor,
  organizationId: string,
  currencyId: string | null | undefined,
  field: readonly (string | number)[],
): Promise<CurrencyRow> {
  if (currencyId == null) return baseCurrency(db, organizationId);
  const row = await findCurrency(db, organizationId, currencyId);
  if (!row) throw invalid(field, 'is not a currency of the organization (see GET /settings/currencies)');
  return row;
}
