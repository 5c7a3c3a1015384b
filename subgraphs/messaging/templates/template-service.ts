/**
 * Email templates of a mail agent (README "Templates"): subject, HTML and text merged with
 * mustache at send time. A template that does not parse is refused with the position.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mailTemplates } from '../../../drizzle/tables/messaging/agents.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { getAgent } from '../agents/agent-store.ts';
import { mergeFieldsOf } from './merge.ts';
import { type MailTemplateRow, aliasTaken, deleteTemplateRow, findTemplate } from './template-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export const MAX_TEMPLATE_BODY = 1_000_000;

export interface TemplateInput {
  templateName?: string | null;
  templateAlias?: string | null;
  subject?: string | null;
  htmlbody?: string | null;
  textbody?: string | null;
}

function checked(input: TemplateInput, existing?: MailTemplateRow) {
  const name = (input.templateName ?? existing?.name ?? '').trim();
  if (!name) throw invalid(['input', 'templateName'], 'is required');
  const alias = (input.templateAlias ?? existing?.alias ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).trim();
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(alias)) throw invalid(['input', 'templateAlias'], 'must be 1 to 100 letters, digits, - or _');
  const subject = (input.subject ?? existing?.subject ?? '').trim();
  if (!subject) throw invalid(['input', 'subject'], 'is required');
  const htmlbody = input.htmlbody ?? existing?.htmlbody ?? '';
  const textbody = input.textbody ?? existing?.textbody ?? '';
  if (!htmlbody && !textbody) throw invalid(['input', 'htmlbody'], 'htmlbody or textbody is required');
  if (htmlbody.length > MAX_TEMPLATE_BODY) throw invalid(['input', 'htmlbody'], `must be at most ${MAX_TEMPLATE_BODY} characters`);
  if (textbody.length > MAX_TEMPLATE_BODY) throw invalid(['input', 'textbody'], `must be at most ${MAX_TEMPLATE_BODY} characters`);
  mergeFieldsOf(subject, ['input', 'subject']);
  mergeFieldsOf(htmlbody, ['input', 'htmlbody']);
  mergeFieldsOf(textbody, ['input', 'textbody']);
  return { name, alias, subject, htmlbody, textbody };
}

async function uniqueAlias(scope: Scope, agentId: string, alias: string, except?: string) {
  if (await aliasTaken(scope.db, scope.org.id, agentId, alias, except)) {
    throw new KontorError('DUPLICATE', `The agent already has a template with the alias ${alias}.`, {
      field: ['input', 'templateAlias'],
      rule: 'must be unique',
    });
  }
}

export async function addTemplate(scope: Scope, agentKey: string, input: TemplateInput): Promise<MailTemplateRow> {
  const agent = await getAgent(scope.db, scope.org.id, agentKey);
  const values = checked(input);
  await uniqueAlias(scope, agent.id, values.alias);
  const [row] = await scope.db
    .insert(mailTemplates)
    .values({
      id: newId(),
      organizationId: scope.org.id,
      agentId: agent.id,
      templateKey: randomBytes(24).toString('hex'),
      ...values,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  return row;
}

export async function getTemplate(scope: Scope, agentKey: string, templateKey: string): Promise<MailTemplateRow> {
  const agent = await getAgent(scope.db, scope.org.id, agentKey);
  return findTemplate(scope.db, scope.org.id, agent.id, templateKey, null);
}

export async function updateTemplate(scope: Scope, agentKey: string, templateKey: string, input: TemplateInput): Promise<MailTemplateRow> {
  const existing = await getTemplate(scope, agentKey, templateKey);
  const values = checked(input, existing);
  await uniqueAlias(scope, existing.agentId, values.alias, existing.id);
  const [row] = await scope.db
    .update(mailTemplates)
    .set({ ...values, updatedAt: scope.now })
    .where(inOrg(mailTemplates, scope.org.id, eq(mailTemplates.id, existing.id)))
    .returning();
  return row;
}

export async function deleteTemplate(scope: Scope, agentKey: string, templateKey: string): Promise<void> {
  const existing = await getTemplate(scope, agentKey, templateKey);
  await deleteTemplateRow(scope.db, scope.org.id, existing.id);
}
