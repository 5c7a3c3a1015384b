import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { exportJobs } from '../../../drizzle/tables/analytics/exports.ts';
import { viewRows, views, workspaces } from '../../../drizzle/tables/analytics/workspaces.ts';
import { memberships, organizations } from '../../../drizzle/tables/core/organizations.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type ViewRow = typeof views.$inferSelect;

export async function listWorkspaces(db: Executor, organizationId: string): Promise<WorkspaceRow[]> {
  return db.select().from(workspaces).where(eq(workspaces.organizationId, organizationId)).orderBy(asc(workspaces.name));
}

export async function findWorkspace(db: Executor, organizationId: string, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, id)));
  return row;
}

export async function insertWorkspace(db: Executor, row: typeof workspaces.$inferInsert): Promise<void> {
  await db.insert(workspaces).values(row);
}

export async function listViews(db: Executor, organizationId: string, workspaceId: string): Promise<ViewRow[]> {
  return db
    .select()
    .from(views)
    .where(and(eq(views.organizationId, organizationId), eq(views.workspaceId, workspaceId)))
    .orderBy(asc(views.name));
}

export async function findView(db: Executor, organizationId: string, workspaceId: string, id: string): Promise<ViewRow | undefined> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.organizationId, organizationId), eq(views.workspaceId, workspaceId), eq(views.id, id)));
  return row;
}

export async function insertView(db: Executor, row: typeof views.$inferInsert): Promise<void> {
  await db.insert(views).values(row);
}

export async function insertRows(db: Executor, rows: (typeof viewRows.$inferInsert)[]): Promise<void> {
  // PostgreSQL takes at most 65535 parameters a statement: 4 per row.
  for (let i = 0; i < rows.length; i += 1000) await db.insert(viewRows).values(rows.slice(i, i + 1000));
}

/** The organizations a user is an active member of, oldest first (the org-less discovery calls). */
export async function organizationsOfUser(db: Executor, userId: string) {
  return db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt, role: memberships.role, isDefault: memberships.isDefault })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
}

/** Workspaces of several organizations, by name. */
export async function listWorkspacesOf(db: Executor, organizationIds: readonly string[]): Promise<WorkspaceRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(workspaces)
    .where(inArray(workspaces.organizationId, [...organizationIds]))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
}

/** A workspace by id, in one of the organizations. */
export async function findWorkspaceIn(db: Executor, organizationIds: readonly string[], id: string): Promise<WorkspaceRow | undefined> {
  if (organizationIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(inArray(workspaces.organizationId, [...organizationIds]), eq(workspaces.id, id)));
  return row;
}

/** A view by id, in one of the organizations. */
export async function findViewIn(db: Executor, organizationIds: readonly string[], id: string): Promise<ViewRow | undefined> {
  if (organizationIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(views)
    .where(and(inArray(views.organizationId, [...organizationIds]), eq(views.id, id)));
  return row;
}

/** Removes a view and its rows. */
export async function deleteView(db: Executor, organizationId: string, viewId: string): Promise<void> {
  await db.delete(viewRows).where(and(eq(viewRows.organizationId, organizationId), eq(viewRows.viewId, viewId)));
  await db.delete(views).where(and(eq(views.organizationId, organizationId), eq(views.id, viewId)));
}

/** Removes a workspace, its views and their rows; answers the blobs of its export jobs, whose rows it removes too. */
export async function deleteWorkspace(db: Executor, organizationId: string, workspaceId: string): Promise<string[]> {
  const viewIds = db
    .select({ id: views.id })
    .from(views)
    .where(and(eq(views.organizationId, organizationId), eq(views.workspaceId, workspaceId)));
  await db.delete(viewRows).where(and(eq(viewRows.organizationId, organizationId), inArray(viewRows.viewId, viewIds)));
  await db.delete(views).where(and(eq(views.organizationId, organizationId), eq(views.workspaceId, workspaceId)));
  const jobs = await db
    .delete(exportJobs)
    .where(and(eq(exportJobs.organizationId, organizationId), eq(exportJobs.workspaceId, workspaceId)))
    .returning({ blobId: exportJobs.blobId });
  await db.delete(workspaces).where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, workspaceId)));
  return jobs.flatMap((j) => (j.blobId ? [j.blobId] : []));
}

/** Sets values on the rows of a table the condition (over `d`, the table's typed rows) matches; answers how many. */
export async function updateRows(
  db: Executor,
  organizationId: string,
  viewId: string,
  source: SQL,
  condition: SQL | undefined,
  patch: Record<string, unknown>,
): Promise<number> {
  const matching = sql`(select ${sql.identifier('d')}.${sql.identifier('__key')} from (${source}) as ${sql.identifier('d')}${condition ? sql` where ${condition}` : sql``})`;
  const rows = await db
    .update(viewRows)
    .set({ values: sql`${viewRows.values} || cast(${JSON.stringify(patch)} as jsonb)` })
    .where(and(eq(viewRows.organizationId, organizationId), eq(viewRows.viewId, viewId), inArray(viewRows.id, matching)))
    .returning({ id: viewRows.id });
  return rows.length;
}

/** Removes the rows of a table the condition matches; answers how many. */
export async function deleteRows(db: Executor, organizationId: string, viewId: string, source: SQL, condition: SQL | undefined): Promise<number> {
  const matching = sql`(select ${sql.identifier('d')}.${sql.identifier('__key')} from (${source}) as ${sql.identifier('d')}${condition ? sql` where ${condition}` : sql``})`;
  const rows = await db
    .delete(viewRows)
    .where(and(eq(viewRows.organizationId, organizationId), eq(viewRows.viewId, viewId), inArray(viewRows.id, matching)))
    .returning({ id: viewRows.id });
  return rows.length;
}
