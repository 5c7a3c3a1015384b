/**
 * The discovery calls the family's analytics client makes before it knows an organization
 * (getOrgs, getWorkspaces, getWorkspaceDetails, getViewDetails): they name none, so they read
 * across every organization the caller is an active member of, and nothing beyond. A workspace
 * or view of another organization does not exist for the caller (7103).
 */
import type { SubgraphContext } from '../../core/request/context.ts';
import { KontorError, notFound } from '../../core/values/errors.ts';
import type { AnalyticsOrgsPayload, AnalyticsView, Workspace, WorkspacesPayload } from '../generated/graphql.ts';
import * as store from './workspace-store.ts';
import { viewOut, workspaceOut } from './workspace-views.ts';

async function memberOrganizations(ctx: SubgraphContext) {
  return store.organizationsOfUser(ctx.db, ctx.identity.userId);
}

export async function analyticsOrgs(ctx: SubgraphContext): Promise<AnalyticsOrgsPayload> {
  const orgs = await memberOrganizations(ctx);
  return {
    orgs: orgs.map((o) => ({ orgId: o.id, orgName: o.name, role: o.role, isDefault: o.isDefault, createdTime: String(o.createdAt.getTime()) })),
  };
}

/** One organization's workspaces (the header named it), or every organization's of the caller. */
export async function analyticsWorkspaces(ctx: SubgraphContext, orgId: string | null | undefined): Promise<WorkspacesPayload> {
  const orgs = (await memberOrganizations(ctx)).map((o) => o.id);
  if (orgId != null && !orgs.includes(orgId))
    throw new KontorError('ORGANIZATION_ACCESS_DENIED', 'You are not a member of this organization, or it does not exist.', { field: ['SVC-ANALYTICS-ORGID'] });
  const rows = await store.listWorkspacesOf(ctx.db, orgId != null ? [orgId] : orgs);
  const userId = ctx.identity.userId;
  return {
    ownedWorkspaces: rows.filter((r) => r.createdBy === userId).map(workspaceOut),
    sharedWorkspaces: rows.filter((r) => r.createdBy !== userId).map(workspaceOut),
  };
}

export async function workspaceDetails(ctx: SubgraphContext, workspaceId: string): Promise<{ workspaces: Workspace }> {
  const orgs = (await memberOrganizations(ctx)).map((o) => o.id);
  const row = await store.findWorkspaceIn(ctx.db, orgs, workspaceId);
  if (!row) throw notFound(`The workspace ${workspaceId}`);
  return { workspaces: workspaceOut(row) };
}

export async function viewDetails(ctx: SubgraphContext, viewId: string): Promise<{ views: AnalyticsView }> {
  const orgs = (await memberOrganizations(ctx)).map((o) => o.id);
  const row = await store.findViewIn(ctx.db, orgs, viewId);
  if (!row) throw notFound(`The view ${viewId}`);
  return { views: viewOut(row) };
}

export async function ownedOrShared(ctx: SubgraphContext, owned: boolean): Promise<{ workspaces: Workspace[] }> {
  const all = await analyticsWorkspaces(ctx, null);
  return { workspaces: owned ? all.ownedWorkspaces : all.sharedWorkspaces };
}
