import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Data a module offers to analytics: a name, typed columns and an organization-scoped query.
 * Modules declare theirs in their descriptor (`datasets`); analytics reads them here by name
 * and never imports another module's tables. The query is SQL, not rows, so that analytics
 * can filter it (criteria), stream it (keyset pages, a cursor or COPY) and never hold a whole
 * result in memory.
 */
export type DatasetColumnType = 'text' | 'integer' | 'decimal' | 'date' | 'timestamp' | 'boolean';

export interface DatasetColumn {
  /** Its name in views and exports ("Invoice Number"); the query's column of the same name. */
  name: string;
  type: DatasetColumnType;
}

export interface Dataset {
  /** `<module>.<what>`: `accounting.invoices`. */
  name: string;
  /** One line for the views list. */
  description: string;
  columns: readonly DatasetColumn[];
  /**
   * The organization's rows: a SELECT whose columns are named exactly as `columns` (quoted),
   * plus `__key`, a unique, ordered bigint the exporter pages by. `now` is the platform clock's
   * time of the read, for columns that depend on the date (an estimate expired by today).
   */
  query(organizationId: string, now: Date): SQL;
}

const registry = new Map<string, Dataset>();

/** Called by installModules for every module's datasets; a name given twice is a wiring error. */
export function registerDataset(module: string, dataset: Dataset): void {
  if (!dataset.name.startsWith(`${module}.`)) throw new Error(`dataset ${dataset.name} of module ${module} must be named ${module}.<what>`);
  if (registry.has(dataset.name)) throw new Error(`dataset ${dataset.name} is given twice`);
  const names = new Set<string>();
  for (const column of dataset.columns) {
    if (names.has(column.name.toLowerCase())) throw new Error(`dataset ${dataset.name} names the column ${column.name} twice`);
    names.add(column.name.toLowerCase());
  }
  registry.set(dataset.name, dataset);
}

export function datasetNamed(name: string): Dataset | undefined {
  return registry.get(name);
}

export function allDatasets(): Dataset[] {
  return [...registry.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface DatasetSpec {
  name: string;
  description: string;
  /** The FROM clause: a table, or tables with their joins. */
  from: SQL | PgTable;
  /** The column holding the organization, on the main table. */
  organization: AnyPgColumn;
  /** A unique bigint (the main table's id): the exporter pages by it. */
  key: AnyPgColumn;
  /** Each column's value: SQL over `from`, or SQL made for the time of the read. */
  columns: readonly (DatasetColumn & { value: SQL | AnyPgColumn | ((now: Date) => SQL) })[];
  /** More conditions on the rows, besides the organization. */
  where?: SQL;
}

/** A dataset whose query is one SELECT over a module's own tables, scoped to the organization. */
export function defineDataset(spec: DatasetSpec): Dataset {
  return {
    name: spec.name,
    description: spec.description,
    columns: spec.columns.map(({ name, type }) => ({ name, type })),
    query(organizationId, now) {
      const selected = sql.join(
        spec.columns.map((c) => sql`${typeof c.value === 'function' ? c.value(now) : c.value} as ${sql.identifier(c.name)}`),
        sql`, `,
      );
      const where = spec.where ? sql` and ${spec.where}` : sql``;
      return sql`select ${spec.key} as "__key", ${selected} from ${spec.from} where ${spec.organization} = ${organizationId}${where}`;
    },
  };
}
