import { bigint, index, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../columns.ts';
import { analytics } from './schema.ts';

/** A workspace groups views; it belongs to one organization and the user who made it. */
export const workspaces = analytics.table(
  'workspaces',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: id('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('workspaces_org_name').on(t.organizationId, t.name)],
);

export type ViewColumnType = 'text' | 'integer' | 'decimal' | 'date' | 'timestamp' | 'boolean';

export interface ViewColumnRecord {
  name: string;
  type: ViewColumnType;
}

export interface ChartRecord {
  type: 'bar' | 'line' | 'pie';
  /** Column of the categories (x axis, pie slices). */
  x: string;
  /** Column of the values. */
  y: string;
}

/**
 * A view: a table the user fills (`table`), a query over a module's dataset (`query`), or a
 * chart over a dataset (`chart`). A query view stores its dataset's name, its columns and its
 * criteria, never rows: it always reads current data.
 */
export const views = analytics.table(
  'views',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    workspaceId: id('workspace_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').$type<'table' | 'query' | 'chart'>().notNull(),
    columns: jsonb('columns').$type<ViewColumnRecord[]>().notNull(),
    dataset: text('dataset'),
    criteria: text('criteria'),
    chart: jsonb('chart').$type<ChartRecord>(),
    createdBy: id('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('views_workspace_name').on(t.organizationId, t.workspaceId, t.name)],
);

/** Rows of table views, values keyed by column name and checked against its type when added. */
export const viewRows = analytics.table(
  'view_rows',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    viewId: id('view_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    values: jsonb('values').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [index('view_rows_view').on(t.organizationId, t.viewId, t.id)],
);
