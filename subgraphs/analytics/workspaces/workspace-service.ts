import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { allDatasets, datasetNamed } from '../../core/platform/datasets.ts';
import { newId } from '../../core/values/ids.ts';
import type { ViewColumnRecord } from '../../../drizzle/tables/analytics/workspaces.ts';
import type {
  AddRowsInput,
  AnalyticsDataset,
  AnalyticsView,
  CreateQueryViewInput,
  CreateTableInput,
  CreateWorkspaceInput,
  DeleteRowsInput,
  UpdateRowsInput,
  Workspace,
  WorkspacesPayload,
} from '../generated/graphql.ts';
import { parseCriteria } from './criteria.ts';
import { COLUMN_TYPES, MAX_ROWS_PER_REQUEST, cellOf, checkColumns, rowOf } from './view-rules.ts';
import { tableSource } from './table-source.ts';
import * as store from './workspace-store.ts';
import { columnOut, viewOut, workspaceOut } from './workspace-views.ts';

export async function workspaces(scope: Scope): Promise<WorkspacesPayload> {
  const rows = await store.listWorkspaces(scope.db, scope.org.id);
  const mine = rows.filter((row) => row.createdBy === scope.actor.userId);
  const others = rows.filter((row) => row.createdBy !== scope.actor.userId);
  return { ownedWorkspaces: mine.map(workspaceOut), sharedWorkspaces: others.map(workspaceOut) };
}

export async function workspaceOf(scope: Scope, workspaceId: string): Promise<store.WorkspaceRow> {
  const row = await store.findWorkspace(scope.db, scope.org.id, workspaceId);
  if (!row) throw notFound(`The workspace ${workspaceId}`);
  return row;
}

export async function viewOf(scope: Scope, workspaceId: string, viewId: string): Promise<store.ViewRow> {
  await workspaceOf(scope, workspaceId);
  const row = await store.findView(scope.db, scope.org.id, workspaceId, viewId);
  if (!row) throw notFound(`The view ${viewId}`);
  return row;
}

export async function createWorkspace(scope: Scope, input: CreateWorkspaceInput): Promise<{ workspaceId: string }> {
  const name = input.workspaceName.trim();
  if (!name) throw invalid(['input', 'workspaceName'], 'must not be blank');
  const id = newId();
  await uniquely(
    () =>
      store.insertWorkspace(scope.db, {
        id,
        organizationId: scope.org.id,
        name,
        description: input.workspaceDesc ?? null,
        createdBy: scope.actor.userId,
        createdAt: scope.now,
      }),
    { workspaces_org_name: () => new KontorError('DUPLICATE', `A workspace named ${name} already exists.`, { field: ['input', 'workspaceName'] }) },
  );
  return { workspaceId: id };
}

export async function workspaceViews(scope: Scope, workspaceId: string): Promise<{ views: AnalyticsView[] }> {
  await workspaceOf(scope, workspaceId);
  return { views: (await store.listViews(scope.db, scope.org.id, workspaceId)).map(viewOut) };
}

export function datasets(): { datasets: AnalyticsDataset[] } {
  return {
    datasets: allDatasets().map((d) => ({ name: d.name, description: d.description, columns: d.columns.map(columnOut) })),
  };
}

function duplicateView(name: string) {
  return () => new KontorError('DUPLICATE', `A view named ${name} already exists in this workspace.`, { field: ['input', 'viewName'] });
}

/**
 * The table to make: Kontor's tableName/description/columns, or the family client's tableDesign
 * ({TABLENAME, TABLEDESCRIPTION, COLUMNS:[{COLUMNNAME, DATATYPE}]}); one of the two, not both.
 */
function tableOf(input: CreateTableInput): { name: string; description: string | null; columns: ViewColumnRecord[] } {
  const design = input.tableDesign;
  if (design) {
    const mixed = (['tableName', 'description', 'columns'] as const).find((key) => input[key] != null);
    if (mixed) throw invalid(['input', mixed], 'must not be sent with tableDesign: send the table either way, not both');
    const name = design.TABLENAME.trim();
    if (!name) throw invalid(['input', 'tableDesign', 'TABLENAME'], 'must not be blank');
    checkColumns(
      design.COLUMNS.map((c) => ({ columnName: c.COLUMNNAME })),
      ['input', 'tableDesign', 'COLUMNS'],
      'COLUMNNAME',
    );
    return {
      name,
      description: design.TABLEDESCRIPTION ?? null,
      columns: design.COLUMNS.map((c) => ({ name: c.COLUMNNAME.trim(), type: COLUMN_TYPES[c.DATATYPE] })),
    };
  }
  if (input.tableName == null) throw invalid(['input', 'tableName'], 'is required (or send tableDesign)');
  if (input.columns == null) throw invalid(['input', 'columns'], 'is required (or send tableDesign)');
  const name = input.tableName.trim();
  if (!name) throw invalid(['input', 'tableName'], 'must not be blank');
  checkColumns(input.columns);
  return { name, description: input.description ?? null, columns: input.columns.map((c) => ({ name: c.columnName.trim(), type: COLUMN_TYPES[c.dataType] })) };
}

export async function createTable(scope: Scope, workspaceId: string, input: CreateTableInput): Promise<{ viewId: string }> {
  await workspaceOf(scope, workspaceId);
  const { name, description, columns } = tableOf(input);
  const id = newId();
  await uniquely(
    () =>
      store.insertView(scope.db, {
        id,
        organizationId: scope.org.id,
        workspaceId,
        name,
        description,
        kind: 'table',
        columns,
        createdBy: scope.actor.userId,
      }),
    { views_workspace_name: duplicateView(name) },
  );
  return { viewId: id };
}

export async function createQueryView(scope: Scope, workspaceId: string, input: CreateQueryViewInput): Promise<{ viewId: string }> {
  await workspaceOf(scope, workspaceId);
  const name = input.viewName.trim();
  if (!name) throw invalid(['input', 'viewName'], 'must not be blank');
  const dataset = datasetNamed(input.dataset);
  if (!dataset)
    throw invalid(
      ['input', 'dataset'],
      `must be one of ${allDatasets()
        .map((d) => d.name)
        .join(', ')}`,
    );
  const byName = new Map(dataset.columns.map((c) => [c.name, c]));
  const columns = (input.columns ?? dataset.columns.map((c) => c.name)).map((column, i) => {
    const found = byName.get(column);
    if (!found) throw invalid(['input', 'columns', i], `${column} is not a column of ${dataset.name}`);
    return { name: found.name, type: found.type };
  });
  if (columns.length === 0) throw invalid(['input', 'columns'], 'must name at least one column');
  const criteria = input.criteria?.trim() || null;
  // Checked now so a view never stores a filter its exports would refuse.
  if (criteria) parseCriteria(criteria, dataset.columns, ['input', 'criteria']);
  let chart = null;
  if (input.chart) {
    const x = byName.get(input.chart.xColumn);
    const y = byName.get(input.chart.yColumn);
    if (!x) throw invalid(['input', 'chart', 'xColumn'], `${input.chart.xColumn} is not a column of ${dataset.name}`);
    if (!y) throw invalid(['input', 'chart', 'yColumn'], `${input.chart.yColumn} is not a column of ${dataset.name}`);
    if (y.type !== 'integer' && y.type !== 'decimal') throw invalid(['input', 'chart', 'yColumn'], 'must be a column of numbers');
    chart = { type: input.chart.chartType.toLowerCase() as 'bar' | 'line' | 'pie', x: x.name, y: y.name };
  }
  const id = newId();
  await uniquely(
    () =>
      store.insertView(scope.db, {
        id,
        organizationId: scope.org.id,
        workspaceId,
        name,
        description: input.viewDesc ?? null,
        kind: chart ? 'chart' : 'query',
        columns,
        dataset: dataset.name,
        criteria,
        chart,
        createdBy: scope.actor.userId,
      }),
    { views_workspace_name: duplicateView(name) },
  );
  return { viewId: id };
}

export async function addRows(
  scope: Scope,
  workspaceId: string,
  viewId: string,
  input: AddRowsInput,
): Promise<{ rowsAdded: number; columns: string[]; rows: Record<string, unknown>[] }> {
  const view = await viewOf(scope, workspaceId, viewId);
  if (view.kind !== 'table') throw new KontorError('INVALID_STATE', `The view ${view.name} is a ${view.kind} view: rows are added only to tables.`);
  // The family client's addRow sends one row as `columns`; Kontor's form, many as `rows`.
  if (input.rows != null && input.columns != null) throw invalid(['input', 'columns'], 'must not be sent with rows: send one row as columns or many as rows');
  const given = input.rows ?? (input.columns != null ? [input.columns] : null);
  if (given == null) throw invalid(['input', 'rows'], 'is required (or one row as columns)');
  if (given.length === 0) throw invalid(['input', 'rows'], 'must hold at least one row');
  if (given.length > MAX_ROWS_PER_REQUEST) throw invalid(['input', 'rows'], `must hold at most ${MAX_ROWS_PER_REQUEST} rows a request`);
  const path = input.rows != null ? ['input', 'rows'] : ['input', 'columns'];
  // Every row is checked before any is written: all or none.
  const rows = given.map((row, i) => ({
    id: newId(),
    organizationId: scope.org.id,
    viewId: view.id,
    values: rowOf(view.columns, row as Record<string, unknown>, input.rows != null ? [...path, i] : path),
  }));
  await scope.db.transaction(async (tx) => store.insertRows(tx, rows));
  return { rowsAdded: rows.length, columns: view.columns.map((c) => c.name), rows: rows.map((r) => r.values) };
}

/** The table a row write reaches: rows are changed only in tables, never in query views or charts. */
async function tableOfView(scope: Scope, workspaceId: string, viewId: string, verb: string): Promise<store.ViewRow> {
  const view = await viewOf(scope, workspaceId, viewId);
  if (view.kind !== 'table') throw new KontorError('INVALID_STATE', `The view ${view.name} is a ${view.kind} view: rows are ${verb} only in tables.`);
  return view;
}

export async function updateRows(
  scope: Scope,
  workspaceId: string,
  viewId: string,
  input: UpdateRowsInput,
): Promise<{ updatedColumns: string[]; updatedRows: number }> {
  const view = await tableOfView(scope, workspaceId, viewId, 'updated');
  const byName = new Map(view.columns.map((c) => [c.name, c]));
  const given = input.columns as Record<string, unknown>;
  const names = Object.keys(given);
  if (names.length === 0) throw invalid(['input', 'columns'], 'must name at least one column to set');
  const patch: Record<string, unknown> = {};
  for (const name of names) {
    const column = byName.get(name);
    if (!column) throw invalid(['input', 'columns', name], `is not a column of the table (columns: ${view.columns.map((c) => c.name).join(', ')})`);
    patch[name] = cellOf(column, given[name], ['input', 'columns', name]);
  }
  const source = tableSource(view, scope.org.id);
  const criteria = input.criteria?.trim() ? parseCriteria(input.criteria, source.columns, ['input', 'criteria']) : undefined;
  const updatedRows = await scope.db.transaction((tx) => store.updateRows(tx, scope.org.id, view.id, source.query, criteria, patch));
  return { updatedColumns: names, updatedRows };
}

export async function deleteRows(
  scope: Scope,
  workspaceId: string,
  viewId: string,
  input: DeleteRowsInput | null | undefined,
): Promise<{ deletedRows: number }> {
  const view = await tableOfView(scope, workspaceId, viewId, 'deleted');
  const source = tableSource(view, scope.org.id);
  const criteria = input?.criteria?.trim() ? parseCriteria(input.criteria, source.columns, ['input', 'criteria']) : undefined;
  const deletedRows = await scope.db.transaction((tx) => store.deleteRows(tx, scope.org.id, view.id, source.query, criteria));
  return { deletedRows };
}

export async function deleteView(scope: Scope, workspaceId: string, viewId: string): Promise<{ deletedId: string }> {
  const view = await viewOf(scope, workspaceId, viewId);
  await scope.db.transaction((tx) => store.deleteView(tx, scope.org.id, view.id));
  return { deletedId: view.id };
}

/** Removes a workspace with its views, their rows and its export jobs; the jobs' files go once the rows are gone. */
export async function deleteWorkspace(scope: Scope, workspaceId: string): Promise<{ deletedId: string }> {
  await workspaceOf(scope, workspaceId);
  const blobs = await scope.db.transaction((tx) => store.deleteWorkspace(tx, scope.org.id, workspaceId));
  for (const blobId of blobs) await scope.blobs.delete(scope.org.id, blobId);
  return { deletedId: workspaceId };
}

/** A workspace of the organization by name, or a view of it by name (names compare in any case). */
export async function metaDetails(
  scope: Scope,
  workspaceName: string,
  viewName: string | null | undefined,
): Promise<{ workspaces: Workspace | null; views: AnalyticsView | null }> {
  const workspace = (await store.listWorkspaces(scope.db, scope.org.id)).find((w) => w.name.toLowerCase() === workspaceName.trim().toLowerCase());
  if (!workspace) throw notFound(`The workspace ${workspaceName}`);
  if (viewName == null) return { workspaces: workspaceOut(workspace), views: null };
  const view = (await store.listViews(scope.db, scope.org.id, workspace.id)).find((v) => v.name.toLowerCase() === viewName.trim().toLowerCase());
  if (!view) throw notFound(`The view ${viewName}`);
  return { workspaces: null, views: viewOut(view) };
}
