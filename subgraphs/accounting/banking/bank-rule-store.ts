/** The SQL of bank rules: reading them (in the order they apply), writing them, and what names an account, tax or customer. */
import { type SQL, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { bankRuleAccounts, bankRules } from '../../../drizzle/tables/accounting/banking.ts';
import { notFound } from '../../core/values/errors.ts';
import type { Page } from '../../core/request/pagination.ts';
import { anyId } from '../../core/request/scoped.ts';
import { isId } from '../../core/values/ids.ts';
import type { BankAccountRecord } from './bank-accounts.ts';
import type { MatchableRule } from './bank-kinds.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type BankRuleRow = typeof bankRules.$inferSelect;

/** A rule ready to match: its row, selected accounts and the parsed criteria. */
export interface LoadedRule extends MatchableRule {
  row: BankRuleRow;
}

async function loadRows(db: Executor, organizationId: string): Promise<BankRuleRow[]> {
  return db.select().from(bankRules).where(inOrg(bankRules, organizationId)).orderBy(asc(bankRules.ruleOrder), asc(bankRules.id));
}

/** Selected account ids per rule, one statement. */
export async function selectedOf(db: Executor, organizationId: string, ruleIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!ruleIds.length) return map;
  const rows = await db
    .select()
    .from(bankRuleAccounts)
    .where(inOrg(bankRuleAccounts, organizationId, anyId(bankRuleAccounts.ruleId, ruleIds)))
    .orderBy(asc(bankRuleAccounts.ruleId), asc(bankRuleAccounts.position));
  for (const r of rows) map.set(r.ruleId, [...(map.get(r.ruleId) ?? []), r.accountId]);
  return map;
}

/** Every rule of the organization, ready to match, in the order rules apply: two statements. */
export async function loadRules(db: Executor, organizationId: string): Promise<LoadedRule[]> {
  const rows = await loadRows(db, organizationId);
  const selected = await selectedOf(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    row,
    ruleCategory: row.ruleCategory,
    accountIds: new Set(selected.get(row.id) ?? []),
    applyTo: row.applyTo,
    criteriaType: row.criteriaType,
    criterion: row.criterion,
  }));
}

export async function findRule(db: Executor, organizationId: string, ruleId: string, lock = false): Promise<BankRuleRow> {
  if (!isId(ruleId)) throw notFound('The bank rule');
  const query = db
    .select()
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, eq(bankRules.id, ruleId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The bank rule');
  return row;
}

/** A page of rules in the order they apply; with an account, those that act on it. */
export async function rulePage(db: Executor, organizationId: string, page: Page, account?: Pick<BankAccountRecord, 'id' | 'kind'>): Promise<BankRuleRow[]> {
  let condition: SQL | undefined;
  if (account) {
    const chosen = sql`exists (select 1 from ${bankRuleAccounts} where ${bankRuleAccounts.ruleId} = ${bankRules.id} and ${bankRuleAccounts.accountId} = ${account.id})`;
    condition = or(eq(bankRules.ruleCategory, 'all_accounts'), eq(bankRules.ruleCategory, account.kind === 'bank' ? 'all_banks' : 'all_credit_cards'), chosen);
  }
  return db
    .select()
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, condition))
    .orderBy(asc(bankRules.ruleOrder), asc(bankRules.id))
    .limit(page.perPage + 1)
    .offset(page.offset);
}

export async function insertRule(tx: Tx, values: typeof bankRules.$inferInsert): Promise<void> {
  await tx.insert(bankRules).values(values);
}

export async function updateRule(tx: Tx, organizationId: string, ruleId: string, values: Partial<typeof bankRules.$inferInsert>): Promise<void> {
  await tx
    .update(bankRules)
    .set(values)
    .where(inOrg(bankRules, organizationId, eq(bankRules.id, ruleId)));
}

/** A rule and its accounts. */
export async function deleteRule(tx: Tx, organizationId: string, ruleId: string): Promise<void> {
  await tx.delete(bankRuleAccounts).where(inOrg(bankRuleAccounts, organizationId, eq(bankRuleAccounts.ruleId, ruleId)));
  await tx.delete(bankRules).where(inOrg(bankRules, organizationId, eq(bankRules.id, ruleId)));
}

/**
 * Puts a rule at a position among the organization's rules and numbers them 1..n again, in
 * one statement, so rule_order stays a clean sequence (the order rules apply in).
 */
export async function placeRule(tx: Tx, organizationId: string, ruleId: string, position: number | null | undefined): Promise<void> {
  // Every rule of the organization, locked: concurrent reorderings queue up.
  const rows = await tx
    .select({ id: bankRules.id, ruleOrder: bankRules.ruleOrder })
    .from(bankRules)
    .where(inOrg(bankRules, organizationId))
    .orderBy(asc(bankRules.ruleOrder), asc(bankRules.id))
    .for('update');
  const others = rows.filter((r) => r.id !== ruleId);
  const at = position == null ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  const ordered = [...others.slice(0, at).map((r) => r.id), ruleId, ...others.slice(at).map((r) => r.id)];
  const current = new Map(rows.map((r) => [r.id, r.ruleOrder]));
  const changed = ordered.map((id, i) => ({ id, order: i + 1 })).filter((r) => current.get(r.id) !== r.order);
  if (!changed.length) return;
  const cases = sql.join(
    changed.map((c) => sql`when ${bankRules.id} = ${c.id} then ${c.order}::integer`),
    sql` `,
  );
  await tx
    .update(bankRules)
    .set({ ruleOrder: sql`case ${cases} else ${bankRules.ruleOrder} end` })
    .where(
      inOrg(
        bankRules,
        organizationId,
        inArray(
          bankRules.id,
          changed.map((c) => c.id),
        ),
      ),
    );
}

/** The rule's accounts, kept in the order the client named them. */
export async function writeSelected(tx: Tx, organizationId: string, ruleId: string, named: readonly string[], found: readonly { id: string }[]): Promise<void> {
  const ids = named.filter((id, i) => named.indexOf(id) === i && found.some((a) => a.id === id));
  await tx.delete(bankRuleAccounts).where(inOrg(bankRuleAccounts, organizationId, eq(bankRuleAccounts.ruleId, ruleId)));
  if (ids.length) await tx.insert(bankRuleAccounts).values(ids.map((accountId, position) => ({ organizationId, ruleId, accountId, position })));
}

/** The name of the first rule meeting `condition`, for IN_USE messages. */
async function firstRuleName(tx: Tx, organizationId: string, condition: SQL): Promise<string | undefined> {
  const [row] = await tx
    .select({ ruleName: bankRules.ruleName })
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, condition))
    .limit(1);
  return row?.ruleName;
}

/** The first rule naming an account (as target or as the account it categorizes into). */
export async function ruleUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const name = await firstRuleName(
    tx,
    organizationId,
    or(
      eq(bankRules.accountId, accountId),
      sql`exists (select 1 from ${bankRuleAccounts} where ${bankRuleAccounts.ruleId} = ${bankRules.id} and ${bankRuleAccounts.accountId} = ${accountId})`,
    )!,
  );
  return name && `used by the bank rule "${name}"`;
}

export async function ruleUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const name = await firstRuleName(tx, organizationId, eq(bankRules.taxId, taxId));
  return name && `the tax of the bank rule "${name}"`;
}

export async function ruleNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const name = await firstRuleName(tx, organizationId, eq(bankRules.customerId, contactId));
  return name && `the customer of the bank rule "${name}"`;
}
