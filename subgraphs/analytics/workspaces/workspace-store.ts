import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { viewRows, views, workspaces } from '../../../drizzle/tables/analytics/workspaces.ts';

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
