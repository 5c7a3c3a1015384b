import { index, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../columns.ts';
import { messaging } from './email.ts';

export type MailAgentStatus = 'active' | 'inactive' | 'shutdown';

/**
 * Mail agents: the sending identities of an organization (at most 50). Send-mail API keys and
 * SMTP passwords belong to one agent; what an agent sends is logged under it.
 */
export const mailAgents = messaging.table(
  'mail_agents',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<MailAgentStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_agents_org').on(t.organizationId, t.createdAt)],
);

export type AgentCredentialKind = 'apikey' | 'smtp';

/**
 * A send-mail API key (`Authorization: Svc-enczapikey <key>`) or an SMTP password of an agent.
 * Only the SHA-256 of the secret is kept: it is shown once, when generated. Revoking deletes
 * the row, so a revoked key is unknown at once.
 */
export const agentCredentials = messaging.table(
  'agent_credentials',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    agentId: id('agent_id').notNull(),
    kind: text('kind').$type<AgentCredentialKind>().notNull(),
    /** SMTP user name / the key's public name (`emailapikey`). */
    username: text('username').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The secret's first characters, to tell keys apart in lists. */
    hint: text('hint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_credentials_secret').on(t.secretHash), index('agent_credentials_agent').on(t.organizationId, t.agentId)],
);

/** Email templates of a mail agent, merged with mustache (`{{name}}`) at send time. */
export const mailTemplates = messaging.table(
  'mail_templates',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    agentId: id('agent_id').notNull(),
    /** The family's template key: a long random string. */
    templateKey: text('template_key').notNull(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    htmlbody: text('htmlbody').notNull().default(''),
    textbody: text('textbody').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mail_templates_key').on(t.organizationId, t.templateKey), uniqueIndex('mail_templates_alias').on(t.organizationId, t.agentId, t.alias)],
);

export type SuppressionKind = 'email' | 'domain';
export type SuppressionAction = 'reject' | 'suppress' | 'suppress_tracking';

/**
 * Addresses and domains mail must not go to (or not be tracked for). Entries for some agents
 * only list them in `agentIds`; an empty list is every agent. Hard bounces add entries
 * (category `hard_bounce`).
 */
export const suppressions = messaging.table(
  'suppressions',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    kind: text('kind').$type<SuppressionKind>().notNull(),
    /** Lower-cased address or domain. */
    value: text('value').notNull(),
    action: text('action').$type<SuppressionAction>().notNull(),
    description: text('description'),
    agentIds: jsonb('agent_ids').$type<string[]>().notNull().default([]),
    category: text('category').$type<'manual' | 'hard_bounce' | 'complaint'>().notNull().default('manual'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('suppressions_value').on(t.organizationId, t.kind, t.value), index('suppressions_org_created').on(t.organizationId, t.createdAt)],
);

/**
 * Sending domains. A DKIM key pair is generated when the domain is added; mail from an agent
 * goes out only from a verified domain, signed with its key. The private key stays in this row
 * (PEM) and is never read back over the API.
 */
export const sendingDomains = messaging.table(
  'sending_domains',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    /** Lower-cased domain name. */
    name: text('name').notNull(),
    bouncePrefix: text('bounce_prefix').notNull(),
    agentIds: jsonb('agent_ids').$type<string[]>().notNull().default([]),
    dkimSelector: text('dkim_selector').notNull(),
    dkimPublicKey: text('dkim_public_key').notNull(),
    /** PKCS#8 PEM sealed with core/platform/secrets.ts (`kontor:v1:…`); a legacy plain PEM is read as it is. */
    dkimPrivateKey: text('dkim_private_key').notNull(),
    dkimVerifiedAt: timestamp('dkim_verified_at', { withTimezone: true, mode: 'date' }),
    spfVerifiedAt: timestamp('spf_verified_at', { withTimezone: true, mode: 'date' }),
    /** What the last verification found wrong, for the client to read. */
    verifyError: text('verify_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sending_domains_name').on(t.organizationId, t.name)],
);
