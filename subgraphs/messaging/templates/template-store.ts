/** The SQL of a mail agent's templates. */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { mailTemplates } from '../../../drizzle/tables/messaging/agents.ts';
import { notFound } from '../../core/values/errors.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

export function listTemplates(db: Executor, organizationId: string, agentId: string): Promise<MailTemplateRow[]> {
  return db
    .select()
    .from(mailTemplates)
    .where(inOrg(mailTemplates, organizationId, eq(mailTemplates.agentId, agentId)))
    .orderBy(asc(mailTemplates.createdAt), asc(mailTemplates.id));
}

/** A template of the agent by its key or its alias; 404 when neither names one. */
export async function findTemplate(db: Executor, organizationId: string, agentId: string, key: string | null, alias: string | null): Promise<MailTemplateRow> {
  const byKey = key ? eq(mailTemplates.templateKey, key) : undefined;
  const byAlias = alias ? eq(mailTemplates.alias, alias) : undefined;
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(inOrg(mailTemplates, organizationId, eq(mailTemplates.agentId, agentId), byKey && byAlias ? or(byKey, byAlias) : (byKey ?? byAlias)))
    .limit(1);
  if (!row) throw notFound(`The template ${key ?? alias}`);
  return row;
}

export async function aliasTaken(db: Executor, organizationId: string, agentId: string, alias: string, except?: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailTemplates.id })
    .from(mailTemplates)
    .where(inOrg(mailTemplates, organizationId, eq(mailTemplates.agentId, agentId), eq(mailTemplates.alias, alias)));
  return rows.some((r) => r.id !== except);
}

export async function deleteTemplateRow(db: Executor, organizationId: string, id: string): Promise<void> {
  await db.delete(mailTemplates).where(and(eq(mailTemplates.organizationId, organizationId), eq(mailTemplates.id, id)));
}
