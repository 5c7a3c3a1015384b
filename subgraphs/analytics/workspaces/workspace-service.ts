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
  WorkspacesPayload,
} from '../generated/graphql.ts';
import { parseCriteria } from './criteria.ts';
import { COLUMN_TYPES, MAX_ROWS_PER_REQUEST, checkColumns, rowOf } from './view-rules.ts';
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

export async function createTable(scope: Scope, workspaceId: string, input: CreateTableInput): Promise<{ viewId: string }> {
  await workspaceOf(scope, workspaceId);
  const name = input.tableName.trim();
  if (!name) throw invalid(['input', 'tableName'], 'must not be blank');
  checkColumns(input.columns);
  const columns: ViewColumnRecord[] = input.columns.map((c) => ({ name: c.columnName.trim(), type: COLUMN_TYPES[c.dataType] }));
  const id = newId();
  await uniquely(
    () =>
      store.insertView(scope.db, {
        id,
        organizationId: scope.org.id,
        workspaceId,
        name,
        description: input.description ?? null,
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

export async function addRows(scope: Scope, workspaceId: string, viewId: string, input: AddRowsInput): Promise<{ rowsAdded: number; columns: string[] }> {
  const view = await viewOf(scope, workspaceId, viewId);
  if (view.kind !== 'table') throw new KontorError('INVALID_STATE', `The view ${view.name} is a ${view.kind} view: rows are added only to tables.`);
  if (input.rows.length === 0) throw invalid(['input', 'rows'], 'must hold at least one row');
  if (input.rows.length > MAX_ROWS_PER_REQUEST) throw invalid(['input', 'rows'], `must hold at most ${MAX_ROWS_PER_REQUEST} rows a request`);
  // Every row is checked before any is written: all or none.
  const rows = input.rows.map((row, i) => ({
    id: newId(),
    organizationId: scope.org.id,
    viewId: view.id,
    values: rowOf(view.columns, row as Record<string, unknown>, i),
  }));
  await scope.db.transaction(async (tx) => store.insertRows(tx, rows));
  return { rowsAdded: rows.length, columns: view.columns.map((c) => c.name) };
}
