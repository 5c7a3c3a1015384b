/** The SQL of mail agents and their credentials, scoped by organization. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { agentCredentials, type AgentCredentialKind, mailAgents, mailTemplates } from '../../../drizzle/tables/messaging/agents.ts';
import { notFound } from '../../core/values/errors.ts';

import { isId } from '../../core/values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type MailAgentRow = typeof mailAgents.$inferSelect;
export type AgentCredentialRow = typeof agentCredentials.$inferSelect;

export function listAgents(db: Executor, organizationId: string): Promise<MailAgentRow[]> {
  return db.select().from(mailAgents).where(inOrg(mailAgents, organizationId)).orderBy(asc(mailAgents.createdAt), asc(mailAgents.id));
}

/** The agent, or 404 (another organization's agent does not exist). */
export async function getAgent(db: Executor, organizationId: string, agentKey: string): Promise<MailAgentRow> {
  const [row] = isId(agentKey)
    ? await db
        .select()
        .from(mailAgents)
        .where(inOrg(mailAgents, organizationId, eq(mailAgents.id, agentKey)))
    : [];
  if (!row) throw notFound(`The mail agent ${agentKey}`);
  return row;
}

export async function countAgents(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailAgents).where(inOrg(mailAgents, organizationId));
  return Number(row?.n ?? 0);
}

export function listCredentials(db: Executor, organizationId: string, agentId: string, kind: AgentCredentialKind): Promise<AgentCredentialRow[]> {
  return db
    .select()
    .from(agentCredentials)
    .where(inOrg(agentCredentials, organizationId, eq(agentCredentials.agentId, agentId), eq(agentCredentials.kind, kind)))
    .orderBy(asc(agentCredentials.createdAt), asc(agentCredentials.id));
}

/** Deletes one credential of the agent; false when it is not there. */
export async function deleteCredential(db: Executor, organizationId: string, agentId: string, kind: AgentCredentialKind, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const gone = await db
    .delete(agentCredentials)
    .where(inOrg(agentCredentials, organizationId, eq(agentCredentials.agentId, agentId), eq(agentCredentials.kind, kind), eq(agentCredentials.id, id)))
    .returning({ id: agentCredentials.id });
  return gone.length > 0;
}

/** The agent with its credentials and templates. */
export async function deleteAgentRows(db: Executor, organizationId: string, agentId: string): Promise<void> {
  await db.delete(agentCredentials).where(inOrg(agentCredentials, organizationId, eq(agentCredentials.agentId, agentId)));
  await db.delete(mailTemplates).where(inOrg(mailTemplates, organizationId, eq(mailTemplates.agentId, agentId)));
  await db.delete(mailAgents).where(and(eq(mailAgents.organizationId, organizationId), eq(mailAgents.id, agentId)));
}
