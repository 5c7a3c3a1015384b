import { scopeOf } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { MailTemplate, Resolvers } from '../generated/graphql.ts';
import { getAgent } from '../agents/agent-store.ts';
import { mergeFieldsOf } from './merge.ts';
import { addTemplate, deleteTemplate, getTemplate, updateTemplate } from './template-service.ts';
import { type MailTemplateRow, listTemplates } from './template-store.ts';

function templateView(row: MailTemplateRow, timeZone: string): MailTemplate {
  const fields = new Set([
    ...mergeFieldsOf(row.subject, ['subject']),
    ...mergeFieldsOf(row.htmlbody, ['htmlbody']),
    ...mergeFieldsOf(row.textbody, ['textbody']),
  ]);
  return {
    templateKey: row.templateKey,
    templateName: row.name,
    templateAlias: row.alias,
    subject: row.subject,
    htmlbody: row.htmlbody,
    textbody: row.textbody,
    mergeFields: [...fields],
    mailagentKey: row.agentId,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    modifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

export const templateResolvers: Resolvers = {
  Query: {
    mailTemplates: async (_, { agentAlias }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const agent = await getAgent(db, org.id, agentAlias);
      return (await listTemplates(db, org.id, agent.id)).map((t) => templateView(t, org.timeZone));
    },
    mailTemplate: async (_, { agentAlias, templateKey }, ctx) => {
      const scope = await scopeOf(ctx);
      return templateView(await getTemplate(scope, agentAlias, templateKey), scope.org.timeZone);
    },
  },
  Mutation: {
    addMailTemplate: async (_, { agentAlias, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { mailTemplate: templateView(await addTemplate(scope, agentAlias, input), scope.org.timeZone) };
    },
    updateMailTemplate: async (_, { agentAlias, templateKey, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { mailTemplate: templateView(await updateTemplate(scope, agentAlias, templateKey, input), scope.org.timeZone) };
    },
    deleteMailTemplate: async (_, { agentAlias, templateKey }, ctx) => {
      await deleteTemplate(await scopeOf(ctx), agentAlias, templateKey);
      return { deleted: true };
    },
  },
};
