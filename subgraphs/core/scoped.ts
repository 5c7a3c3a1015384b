import { type SQL, and, asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from './pagination.ts';

/**
 * Tenancy in one place: every store query of a business table goes through `inOrg`, so a row
 * of another organization is never read, changed or deleted; to the caller it does not exist.
 */
export function inOrg(table: { organizationId: PgColumn }, organizationId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}

/**
 * Sorting of a list by a wire sort_column from an allow-list, with the row id as tiebreaker so
 * pages never overlap. Unknown columns fall back to the default. A column may be an expression
 * (`lower(name)`) so names sort case-insensitively.
 */
export function orderOf(columns: Record<string, AnyPgColumn | SQL>, idColumn: AnyPgColumn, sortColumn: string | null | undefined, sortOrder: 'A' | 'D' | null | undefined, fallback: { column: string; order: 'A' | 'D' }) {
  const column = sortColumn && columns[sortColumn] ? sortColumn : fallback.column;
  const order = sortOrder ?? (column === fallback.column ? fallback.order : 'A');
  const direction = order === 'A' ? asc : desc;
  return { sortColumn: column, sortOrder: order, orderBy: [direction(columns[column]), direction(idColumn)] };
}

/** limit/offset of a page, fetching one extra row to learn has_more_page. */
export function window(page: Page): { limit: number; offset: number } {
  return { limit: page.perPage + 1, offset: page.offset };
}
