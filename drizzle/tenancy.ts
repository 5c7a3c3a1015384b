import { type SQL, and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Tenancy in one place: every store query of a business table goes through `inOrg`, so a row
 * of another organization is never read, changed or deleted; to the caller it does not exist.
 */
export function inOrg(table: { organizationId: PgColumn }, organizationId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}
