/**
 * Mail agents (README "Mail agents"): at most 50 per organization, each with send-mail API keys
 * and SMTP passwords generated here and shown once.
 */
import { eq } from 'drizzle-orm';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { agentCredentials, type AgentCredentialKind, mailAgents } from '../../../drizzle/tables/messaging/agents.ts';
import { KontorError, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { type AgentCredentialRow, type MailAgentRow, countAgents, deleteAgentRows, deleteCredential, getAgent } from './agent-store.ts';
import { hashSecret, newSecret } from './credentials.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** The spec's limit: mail agents per organization. */
export const MAX_AGENTS = 50;

export interface MailAgentInput {
  mailagentName: string;
  description: string;
}

function cleaned(input: MailAgentInput): { name: string; description: string } {
  const name = input.mailagentName.trim();
  if (!name)
    throw new KontorError('INVALID_VALUE', 'Invalid value passed for mailagent_name: must not be blank.', {
      field: ['input', 'mailagentName'],
      rule: 'must not be blank',
    });
  return { name, description: input.description.trim() };
}

export async function addAgent(scope: Scope, input: MailAgentInput): Promise<MailAgentRow> {
  const values = cleaned(input);
  return scope.db.transaction(async (tx) => {
    // The organization's row is the lock that makes the count and the insert one step.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, scope.org.id)).for('update');
    const existing = await countAgents(tx, scope.org.id);
    if (existing >= MAX_AGENTS) {
      throw new KontorError('LIMIT_EXCEEDED', `An organization has at most ${MAX_AGENTS} mail agents; delete one before adding another.`, {
        field: ['input', 'mailagentName'],
        rule: `at most ${MAX_AGENTS} mail agents`,
      });
    }
    const [row] = await tx
      .insert(mailAgents)
      .values({ id: newId(), organizationId: scope.org.id, ...values, createdAt: scope.now, updatedAt: scope.now })
      .returning();
    return row;
  });
}

export async function updateAgent(scope: Scope, agentKey: string, input: MailAgentInput): Promise<MailAgentRow> {
  const values = cleaned(input);
  await getAgent(scope.db, scope.org.id, agentKey);
  const [row] = await scope.db
    .update(mailAgents)
    .set({ ...values, updatedAt: scope.now })
    .where(inOrg(mailAgents, scope.org.id, eq(mailAgents.id, agentKey)))
    .returning();
  return row;
}

export async function deleteAgent(scope: Scope, agentKey: string): Promise<void> {
  const agent = await getAgent(scope.db, scope.org.id, agentKey);
  await scope.db.transaction((tx) => deleteAgentRows(tx, scope.org.id, agent.id));
}

/** A new key or password of the agent: the row, and the secret the caller sees this once. */
export async function generateCredential(scope: Scope, agentKey: string, kind: AgentCredentialKind): Promise<{ row: AgentCredentialRow; secret: string }> {
  const agent = await getAgent(scope.db, scope.org.id, agentKey);
  const secret = newSecret();
  const [row] = await scope.db
    .insert(agentCredentials)
    .values({
      id: newId(),
      organizationId: scope.org.id,
      agentId: agent.id,
      kind,
      // SMTP logs in with the agent's key as user name; API keys are all `emailapikey`, as the family's.
      username: kind === 'smtp' ? `agent-${agent.id}` : 'emailapikey',
      secretHash: hashSecret(secret),
      hint: secret.slice(0, 6),
      createdAt: scope.now,
    })
    .returning();
  return { row, secret };
}

export async function removeCredential(scope: Scope, agentKey: string, kind: AgentCredentialKind, id: string): Promise<void> {
  const agent = await getAgent(scope.db, scope.org.id, agentKey);
  if (!(await deleteCredential(scope.db, scope.org.id, agent.id, kind, id)))
    throw notFound(kind === 'apikey' ? `The API key ${id}` : `The SMTP password ${id}`);
}
