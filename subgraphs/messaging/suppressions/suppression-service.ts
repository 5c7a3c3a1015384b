/**
 * Suppressions (README "Suppressions"): addresses and domains mail does not go to (`reject`,
 * `suppress`) or is not tracked for (`suppress_tracking`). Sends consult them per recipient;
 * hard bounces add the bounced address (`suppress`, category `hard_bounce`), complaints theirs
 * (`suppress`, category `complaint`).
 */
import { and, asc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type SuppressionAction, type SuppressionKind, suppressions } from '../../../drizzle/tables/messaging/agents.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { likeEscape } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { isEmail } from '../../core/values/text.ts';
import { getAgent } from '../agents/agent-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type SuppressionRow = typeof suppressions.$inferSelect;

/** Values in one add, update or delete. */
export const MAX_SUPPRESSION_VALUES = 500;

const DOMAIN = /^(?=.{3,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function checkedValues(kind: SuppressionKind, values: string[]): string[] {
  if (!values.length) throw invalid(['input', 'values'], 'at least one value is required');
  if (values.length > MAX_SUPPRESSION_VALUES) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_SUPPRESSION_VALUES} values per request; this one has ${values.length}.`, {
      field: ['input', 'values'],
      rule: `at most ${MAX_SUPPRESSION_VALUES} values`,
    });
  }
  return [
    ...new Set(
      values.map((raw, i) => {
        const value = raw.trim().toLowerCase();
        if (kind === 'email' ? !isEmail(value) : !DOMAIN.test(value))
          throw invalid(['input', 'values', i], `${JSON.stringify(raw)} is not ${kind === 'email' ? 'an email address' : 'a domain name'}`);
        return value;
      }),
    ),
  ];
}

export interface SuppressionInput {
  values: string[];
  action: SuppressionAction;
  mailagentKeys?: string[] | null;
  description?: string | null;
}

async function checkedInput(scope: Scope, kind: SuppressionKind, input: SuppressionInput) {
  if (input.action === 'suppress_tracking' && kind !== 'email') throw invalid(['input', 'action'], 'suppress_tracking applies to email addresses only');
  const agentIds: string[] = [];
  for (const key of input.mailagentKeys ?? []) agentIds.push((await getAgent(scope.db, scope.org.id, key)).id);
  return { values: checkedValues(kind, input.values), agentIds, description: input.description?.trim() || null };
}

/** Adds entries; an entry already listed takes the new action (the family's add is idempotent). */
export async function addSuppressions(scope: Scope, kind: SuppressionKind, input: SuppressionInput) {
  const { values, agentIds, description } = await checkedInput(scope, kind, input);
  await upsert(scope.db, scope.org.id, kind, values, input.action, agentIds, description, 'manual', scope.now);
  return { modifiedTime: scope.now, suppressionType: kind, values, action: input.action, description, mailagentKeys: agentIds };
}

/** Changes entries that exist; a value not listed is refused naming it. */
export async function updateSuppressions(scope: Scope, kind: SuppressionKind, input: SuppressionInput) {
  const { values, agentIds, description } = await checkedInput(scope, kind, input);
  return scope.db.transaction(async (tx) => {
    const found = await tx
      .select({ value: suppressions.value })
      .from(suppressions)
      .where(inOrg(suppressions, scope.org.id, eq(suppressions.kind, kind), inArray(suppressions.value, values)));
    const known = new Set(found.map((r) => r.value));
    const missing = values.findIndex((v) => !known.has(v));
    if (missing >= 0) throw invalid(['input', 'values', missing], `${values[missing]} is not in the suppression list`);
    await tx
      .update(suppressions)
      .set({ action: input.action, agentIds, description, updatedAt: scope.now })
      .where(inOrg(suppressions, scope.org.id, eq(suppressions.kind, kind), inArray(suppressions.value, values)));
    return { modifiedTime: scope.now, suppressionType: kind, values, action: input.action, description, mailagentKeys: agentIds };
  });
}

export async function deleteSuppressions(scope: Scope, kind: SuppressionKind, values: string[]): Promise<void> {
  const checked = checkedValues(kind, values);
  await scope.db.delete(suppressions).where(inOrg(suppressions, scope.org.id, eq(suppressions.kind, kind), inArray(suppressions.value, checked)));
}

async function upsert(
  db: Executor,
  organizationId: string,
  kind: SuppressionKind,
  values: string[],
  action: SuppressionAction,
  agentIds: string[],
  description: string | null,
  category: SuppressionRow['category'],
  at: Date,
): Promise<void> {
  if (!values.length) return;
  await db
    .insert(suppressions)
    .values(values.map((value) => ({ id: newId(), organizationId, kind, value, action, agentIds, description, category, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: [suppressions.organizationId, suppressions.kind, suppressions.value],
      set: { action: sql`excluded.action`, agentIds: sql`excluded.agent_ids`, description: sql`excluded.description`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Hard-bounced addresses are suppressed for every agent (in the delivery's transaction). */
export async function suppressBounced(tx: Executor, organizationId: string, addresses: string[], at: Date): Promise<void> {
  const values = [...new Set(addresses.map((a) => a.toLowerCase()))];
  await tx
    .insert(suppressions)
    .values(
      values.map((value) => ({
        id: newId(),
        organizationId,
        kind: 'email' as const,
        value,
        action: 'suppress' as const,
        agentIds: [],
        description: 'hard bounce',
        category: 'hard_bounce' as const,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A recipient who complained (a feedback-loop report through the provider callback) or
 * hard-bounced: suppressed for every agent, in the caller's transaction. An address already
 * listed keeps its entry (and its action).
 */
export async function suppressComplained(
  tx: Executor,
  organizationId: string,
  address: string,
  category: 'complaint' | 'hard_bounce',
  at: Date,
): Promise<void> {
  await tx
    .insert(suppressions)
    .values({
      id: newId(),
      organizationId,
      kind: 'email' as const,
      value: address.toLowerCase(),
      action: 'suppress' as const,
      agentIds: [],
      description: category === 'complaint' ? 'complaint' : 'hard bounce',
      category,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

export interface SuppressionFilter {
  dateFrom?: Date | null;
  dateTo?: Date | null;
  limit: number;
  offset: number;
  agentId?: string | null;
  searchValue?: string | null;
}

export async function listSuppressions(db: Executor, organizationId: string, kind: SuppressionKind, filter: SuppressionFilter): Promise<SuppressionRow[]> {
  return db
    .select()
    .from(suppressions)
    .where(
      inOrg(
        suppressions,
        organizationId,
        eq(suppressions.kind, kind),
        filter.dateFrom ? gte(suppressions.createdAt, filter.dateFrom) : undefined,
        filter.dateTo ? lte(suppressions.createdAt, filter.dateTo) : undefined,
        filter.agentId ? or(sql`${suppressions.agentIds} = '[]'::jsonb`, sql`${suppressions.agentIds} ? ${filter.agentId}`) : undefined,
        filter.searchValue ? ilike(suppressions.value, `%${likeEscape(filter.searchValue.toLowerCase())}%`) : undefined,
      ),
    )
    .orderBy(asc(suppressions.createdAt), asc(suppressions.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * The entries that stop mail from the agent to each address: by address or by its domain,
 * for every agent or this one. One statement whatever the number of addresses.
 */
export async function suppressionsFor(db: Executor, organizationId: string, agentId: string, addresses: string[]): Promise<Map<string, SuppressionAction>> {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const domains = [...new Set(lower.map((a) => a.split('@')[1]))];
  if (!lower.length) return new Map();
  const rows = await db
    .select({ kind: suppressions.kind, value: suppressions.value, action: suppressions.action })
    .from(suppressions)
    .where(
      and(
        eq(suppressions.organizationId, organizationId),
        or(and(eq(suppressions.kind, 'email'), inArray(suppressions.value, lower)), and(eq(suppressions.kind, 'domain'), inArray(suppressions.value, domains))),
        or(sql`${suppressions.agentIds} = '[]'::jsonb`, sql`${suppressions.agentIds} ? ${agentId}`),
      ),
    );
  const byEmail = new Map(rows.filter((r) => r.kind === 'email').map((r) => [r.value, r.action]));
  const byDomain = new Map(rows.filter((r) => r.kind === 'domain').map((r) => [r.value, r.action]));
  const out = new Map<string, SuppressionAction>();
  for (const a of lower) {
    const action = byEmail.get(a) ?? byDomain.get(a.split('@')[1]);
    if (action) out.set(a, action);
  }
  return out;
}
