/**
 * Send-mail API keys and SMTP passwords: random secrets shown once, stored as their SHA-256
 * (a lookup by hash finds the agent; a revoked key's row is gone). The secrets carry 288 bits
 * of randomness, so a fast hash is enough: there is nothing to brute-force.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { agentCredentials, mailAgents } from '../../../drizzle/tables/messaging/agents.ts';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret: 36 random bytes, base64url (48 characters). */
export function newSecret(): string {
  return randomBytes(36).toString('base64url');
}

/** How lists show a secret: its first 6 characters. */
export function maskedSecret(hint: string): string {
  return `${hint}…`;
}

/** The active agent a send-mail key (or SMTP password) belongs to; null when unknown, revoked or the agent is not active. */
export async function agentOfSecret(db: Executor, secret: string, kind: 'apikey' | 'smtp'): Promise<{ organizationId: string; agentId: string } | null> {
  const [row] = await db
    .select({ organizationId: agentCredentials.organizationId, agentId: agentCredentials.agentId, status: mailAgents.status })
    .from(agentCredentials)
    .innerJoin(mailAgents, and(eq(mailAgents.id, agentCredentials.agentId), eq(mailAgents.organizationId, agentCredentials.organizationId)))
    .where(and(eq(agentCredentials.secretHash, hashSecret(secret)), eq(agentCredentials.kind, kind)));
  if (!row || row.status !== 'active') return null;
  return { organizationId: row.organizationId, agentId: row.agentId };
}
