import type { ViewColumnRecord } from '../../../drizzle/tables/analytics/workspaces.ts';
import type { DatasetColumn } from '../../core/platform/datasets.ts';
import type { AnalyticsChartType, AnalyticsColumn, AnalyticsColumnType, AnalyticsView, AnalyticsViewType, Workspace } from '../generated/graphql.ts';
import type { ViewRow, WorkspaceRow } from './workspace-store.ts';

export function workspaceOut(row: WorkspaceRow): Workspace {
  return {
    workspaceId: row.id,
    workspaceName: row.name,
    workspaceDesc: row.description,
    createdBy: row.createdBy,
    createdTime: String(row.createdAt.getTime()),
    orgId: row.organizationId,
  };
}

export function columnOut(column: ViewColumnRecord | DatasetColumn): AnalyticsColumn {
  return { columnName: column.name, dataType: column.type.toUpperCase() as AnalyticsColumnType };
}

export function viewOut(row: ViewRow): AnalyticsView {
  return {
    viewId: row.id,
    viewName: row.name,
    viewType: row.kind.toUpperCase() as AnalyticsViewType,
    viewDesc: row.description,
    workspaceId: row.workspaceId,
    dataset: row.dataset,
    criteria: row.criteria,
    columns: row.columns.map(columnOut),
    chart: row.chart ? { chartType: row.chart.type.toUpperCase() as AnalyticsChartType, xColumn: row.chart.x, yColumn: row.chart.y } : null,
    orgId: row.organizationId,
  };
}
