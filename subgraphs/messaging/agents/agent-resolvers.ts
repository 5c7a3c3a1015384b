import { scopeOf } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { MailAgent, MailAgentCredential, MailAgentStatus, Resolvers } from '../generated/graphql.ts';
import { addAgent, deleteAgent, generateCredential, removeCredential, updateAgent } from './agent-service.ts';
import { type AgentCredentialRow, type MailAgentRow, getAgent, listAgents, listCredentials } from './agent-store.ts';
import { maskedSecret } from './credentials.ts';

const STATUS = { active: 'ACTIVE', inactive: 'INACTIVE', shutdown: 'SHUTDOWN' } as const satisfies Record<MailAgentRow['status'], MailAgentStatus>;

function agentView(row: MailAgentRow, timeZone: string): MailAgent {
  return {
    mailagentKey: row.id,
    mailagentName: row.name,
    description: row.description,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    status: STATUS[row.status],
  };
}

function credentialView(row: AgentCredentialRow, timeZone: string, secret?: string): MailAgentCredential {
  return { id: row.id, password: secret ?? maskedSecret(row.hint), username: row.username, createdTime: formatTimestamp(row.createdAt, timeZone) };
}

export const agentResolvers: Resolvers = {
  Query: {
    mailAgents: async (_, __, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return (await listAgents(db, org.id)).map((a) => agentView(a, org.timeZone));
    },
    mailAgent: async (_, { agentKey }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return agentView(await getAgent(db, org.id, agentKey), org.timeZone);
    },
    mailAgentApiKeys: async (_, { agentKey }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const agent = await getAgent(db, org.id, agentKey);
      return (await listCredentials(db, org.id, agent.id, 'apikey')).map((row) => {
        const view = credentialView(row, org.timeZone);
        return { id: view.id, apikey: view.password, username: view.username, createdTime: view.createdTime };
      });
    },
    mailAgentSmtpPasswords: async (_, { agentKey }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const agent = await getAgent(db, org.id, agentKey);
      return (await listCredentials(db, org.id, agent.id, 'smtp')).map((row) => credentialView(row, org.timeZone));
    },
  },
  Mutation: {
    addMailAgent: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { mailAgent: agentView(await addAgent(scope, input), scope.org.timeZone) };
    },
    updateMailAgent: async (_, { agentKey, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { mailAgent: agentView(await updateAgent(scope, agentKey, input), scope.org.timeZone) };
    },
    deleteMailAgent: async (_, { agentKey }, ctx) => {
      await deleteAgent(await scopeOf(ctx), agentKey);
      return { deleted: true };
    },
    generateMailAgentApiKey: async (_, { agentKey }, ctx) => {
      const scope = await scopeOf(ctx);
      const { row, secret } = await generateCredential(scope, agentKey, 'apikey');
      return { credential: credentialView(row, scope.org.timeZone, secret) };
    },
    revokeMailAgentApiKey: async (_, { agentKey, id }, ctx) => {
      await removeCredential(await scopeOf(ctx), agentKey, 'apikey', id);
      return { deleted: true };
    },
    generateMailAgentSmtpPassword: async (_, { agentKey }, ctx) => {
      const scope = await scopeOf(ctx);
      const { row, secret } = await generateCredential(scope, agentKey, 'smtp');
      return { credential: credentialView(row, scope.org.timeZone, secret) };
    },
    deleteMailAgentSmtpPassword: async (_, { agentKey, passwordId }, ctx) => {
      await removeCredential(await scopeOf(ctx), agentKey, 'smtp', passwordId);
      return { deleted: true };
    },
  },
};
