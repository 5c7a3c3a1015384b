/**
 * Bank rules: which transactions (accounts, direction, criteria) are recorded as what. Rules
 * apply in rule_order (then creation) to new uncategorized transactions
 * (bank-transaction-service.ts); the matching itself is the pure `ruleMatches` of bank-kinds.ts.
 */
import { type SQL, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type BankRuleCriterionValue, bankRuleAccounts, bankRules } from '../../../drizzle/tables/accounting/banking.ts';
import { findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, inOrg } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { patch } from '../../core/values/patch.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { requireTax } from '../../erp/api.ts';
import { contactNames, requireContact } from '../parties/contact-store.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  BankRule,
  BankRuleApplyTo,
  BankRuleCategory,
  BankRuleComparator,
  BankRuleCriteriaType,
  BankRuleCriterionInput,
  BankRuleField,
  BankTransactionKind,
  CreateBankRuleInput,
  UpdateBankRuleInput,
} from '../generated/graphql.ts';
import { type BankAccountRecord, allBankAccounts, findBankAccount, findBankAccounts } from './bank-accounts.ts';
import {
  type AccountKind,
  type BankKind,
  type Direction,
  type MatchableRule,
  allowedRule,
  comparatorsOf,
  isAllowed,
  offsetRule,
  targets,
} from './bank-kinds.ts';

export type BankRuleRow = typeof bankRules.$inferSelect;

/** A rule ready to match: its row, selected accounts and the parsed criteria. */
export interface LoadedRule extends MatchableRule {
  row: BankRuleRow;
}

const MAX_CRITERIA = 10;
const MAX_SELECTED_ACCOUNTS = 50;

const F = (name: string) => ['input', name] as const;

/** The merged fields of a rule being written, in stored (lower-case) spelling. */
interface RuleFields {
  ruleName: string;
  ruleCategory: string;
  applyTo: Direction;
  criteriaType: 'and' | 'or';
  criterion: BankRuleCriterionValue[];
  recordAs: BankKind;
  accountId: string | null;
  accountIds: string[];
  customerId: string | null;
  taxId: string | null;
}

function parseAccountIds(text: string | null | undefined): string[] {
  if (text == null) return [];
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  ids.forEach((id, i) => {
    if (!isId(id)) throw invalid(F('accountIds'), `entry ${i + 1} (${id}) is not an account id`);
  });
  return [...new Set(ids)];
}

function criteriaOf(input: readonly BankRuleCriterionInput[]): BankRuleCriterionValue[] {
  if (!input.length) throw invalid(F('criterion'), 'at least one criterion is required');
  if (input.length > MAX_CRITERIA)
    throw new KontorError('LIMIT_EXCEEDED', `A bank rule takes at most ${MAX_CRITERIA} criteria; ${input.length} were given.`, { field: F('criterion') });
  return input.map((c, i) => {
    const field = fromEnum(c.field);
    const comparator = fromEnum(c.comparator);
    const allowed = comparatorsOf(field);
    if (!allowed.includes(comparator))
      throw invalid(['input', 'criterion', i, 'comparator'], `${comparator} does not apply to ${field}; ${field} takes ${allowed.join(', ')}`);
    const value = c.value.trim();
    if (!value) throw invalid(['input', 'criterion', i, 'value'], 'is required');
    if (field === 'amount') {
      let amount;
      try {
        amount = dec(value);
      } catch {
        throw invalid(['input', 'criterion', i, 'value'], 'must be a number for the field amount');
      }
      if (!amount.isFinite() || amount.isNegative()) throw invalid(['input', 'criterion', i, 'value'], 'must be a number of at least 0 for the field amount');
    }
    return { criteria_id: newId(), field, comparator, value };
  });
}

/**
 * Checks a rule as a whole: account_ids only with selected_accounts (spec Errors 4), the
 * target accounts, record_as against every kind of account it acts on (spec table), and the
 * account it categorizes into. Returns the selected accounts.
 */
async function checkRule(tx: Tx, scope: Scope, fields: RuleFields, accountIdsGiven: boolean): Promise<BankAccountRecord[]> {
  let selected: BankAccountRecord[] = [];
  let kinds: AccountKind[];
  if (fields.ruleCategory === 'selected_accounts') {
    if (!fields.accountIds.length) throw invalid(F('accountIds'), 'is required when rule_category is selected_accounts: name the accounts, comma-separated');
    if (fields.accountIds.length > MAX_SELECTED_ACCOUNTS)
      throw new KontorError('LIMIT_EXCEEDED', `A bank rule names at most ${MAX_SELECTED_ACCOUNTS} accounts.`, { field: F('accountIds') });
    selected = await findBankAccounts(tx, scope.org.id, fields.accountIds, { lock: true });
    const missing = fields.accountIds.find((id) => !selected.some((a) => a.id === id));
    if (missing) throw invalid(F('accountIds'), `${missing} is not a bank or credit card account of the organization`);
    kinds = [...new Set(selected.map((a) => a.kind))];
  } else {
    if (accountIdsGiven)
      throw invalid(F('accountIds'), `must be omitted when rule_category is ${fields.ruleCategory}; account_ids goes only with selected_accounts`);
    kinds = fields.ruleCategory === 'all_banks' ? ['bank'] : fields.ruleCategory === 'all_credit_cards' ? ['credit_card'] : ['bank', 'credit_card'];
  }
  for (const kind of kinds) {
    if (!isAllowed(kind, fields.applyTo, fields.recordAs)) throw invalid(F('recordAs'), allowedRule(kind, fields.applyTo, fields.recordAs));
  }
  // The kinds agree on record_as here; card_payment is allowed for one kind only, so the first decides its account.
  const rule = offsetRule(fields.recordAs, kinds[0]);
  if (fields.accountId) {
    const account = await requireAccount(tx, scope.org.id, fields.accountId, F('accountId'), { types: rule.types, typesText: rule.typesText });
    if (selected.some((a) => a.id === account.id))
      throw invalid(F('accountId'), `${account.accountName} is one of the accounts the rule acts on; name the other account of the transaction`);
  } else if (!rule.defaultSystemKey) {
    throw invalid(F('accountId'), `is required to record ${fields.recordAs}${rule.typesText ? `: ${rule.typesText}` : ''}`);
  }
  if (fields.customerId) await requireContact(tx, scope.org.id, fields.customerId, F('customerId'), { contactType: 'customer' });
  if (fields.taxId) await requireTax(tx, scope.org.id, fields.taxId, F('taxId'), { typesText: 'a tax or a tax group' });
  return selected;
}

async function loadRows(db: Executor, organizationId: string, condition?: SQL): Promise<BankRuleRow[]> {
  return db
    .select()
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, condition))
    .orderBy(asc(bankRules.ruleOrder), asc(bankRules.id));
}

/** Selected account ids per rule, one statement. */
async function selectedOf(db: Executor, organizationId: string, ruleIds: string[]): Promise<Map<string, string[]>> {
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

/** Rules with their accounts', customers' and locations' names: six statements for any number of rules. */
async function views(db: Executor, org: OrganizationRow, rows: BankRuleRow[]): Promise<BankRule[]> {
  if (!rows.length) return [];
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const [selected, all, offsets, customerName, locations] = await Promise.all([
    selectedOf(
      db,
      org.id,
      rows.map((r) => r.id),
    ),
    allBankAccounts(db, org.id),
    findAccounts(db, org.id, { ids: rows.map((r) => r.accountId).filter((id): id is string => id !== null) }),
    contactNames(db, org.id, customerIds),
    locationsById(
      db,
      org.id,
      rows.flatMap((r) => (r.locationId ? [r.locationId] : [])),
    ),
  ]);
  const nameOf = new Map(all.map((a) => [a.id, a.accountName]));
  const offsetName = new Map(offsets.map((a) => [a.id, a.accountName]));
  const active = all.filter((a) => a.isActive);
  return rows.map((row) => {
    const ids = selected.get(row.id) ?? [];
    const targetAccounts =
      row.ruleCategory === 'selected_accounts'
        ? ids.map((id) => ({ targetAccountId: id, targetAccountName: nameOf.get(id) ?? id }))
        : active
            .filter((a) => targets({ ruleCategory: row.ruleCategory, accountIds: new Set() }, a.id, a.kind))
            .map((a) => ({ targetAccountId: a.id, targetAccountName: a.accountName }));
    const targetNames = targetAccounts.map((a) => a.targetAccountName);
    return {
      ruleId: row.id,
      ruleName: row.ruleName,
      ruleOrder: row.ruleOrder,
      ruleCategory: toEnum<BankRuleCategory>(row.ruleCategory),
      targetAccountsFormatted: targetNames.join(', '),
      targetAccountsCount: targetNames.length,
      accountIds: ids,
      accounts: ids.map((id) => ({ accountId: id, accountName: nameOf.get(id) ?? id })),
      targetAccounts,
      applyTo: toEnum<BankRuleApplyTo>(row.applyTo),
      criteriaType: toEnum<BankRuleCriteriaType>(row.criteriaType),
      recordAs: toEnum<BankTransactionKind>(row.recordAs),
      accountId: row.accountId,
      accountName: row.accountId ? (offsetName.get(row.accountId) ?? null) : null,
      autoCategorize: row.autoCategorize,
      customerId: row.customerId,
      customerName: row.customerId ? (customerName.get(row.customerId) ?? null) : null,
      taxId: row.taxId,
      referenceNumber: row.referenceNumber,
      paymentMode: row.paymentMode,
      vatTreatment: row.vatTreatment,
      taxTreatment: row.taxTreatment,
      isReverseChargeApplied: row.isReverseChargeApplied,
      productType: row.productType,
      taxAuthorityId: row.taxAuthorityId,
      taxExemptionId: row.taxExemptionId,
      locationId: row.locationId,
      locationName: row.locationId ? (locations.get(row.locationId)?.locationName ?? null) : null,
      criterion: row.criterion.map((c) => ({
        criteriaId: c.criteria_id,
        field: toEnum<BankRuleField>(c.field),
        comparator: toEnum<BankRuleComparator>(c.comparator),
        value: c.value,
      })),
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    };
  });
}

async function findRule(db: Executor, organizationId: string, ruleId: string, lock = false): Promise<BankRuleRow> {
  if (!isId(ruleId)) throw notFound('The bank rule');
  const query = db
    .select()
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, eq(bankRules.id, ruleId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The bank rule');
  return row;
}

export async function getBankRule(scope: Scope, ruleId: string): Promise<BankRule> {
  const [view] = await views(scope.db, scope.org, [await findRule(scope.db, scope.org.id, ruleId)]);
  return view;
}

export async function listBankRules(scope: Scope, page: Page, accountId: string | null | undefined) {
  const { db, org } = scope;
  let condition: SQL | undefined;
  if (accountId) {
    const account = await findBankAccount(db, org.id, accountId);
    const chosen = sql`exists (select 1 from ${bankRuleAccounts} where ${bankRuleAccounts.ruleId} = ${bankRules.id} and ${bankRuleAccounts.accountId} = ${account.id})`;
    condition = or(eq(bankRules.ruleCategory, 'all_accounts'), eq(bankRules.ruleCategory, account.kind === 'bank' ? 'all_banks' : 'all_credit_cards'), chosen);
  }
  const rows = await db
    .select()
    .from(bankRules)
    .where(inOrg(bankRules, org.id, condition))
    .orderBy(asc(bankRules.ruleOrder), asc(bankRules.id))
    .limit(page.perPage + 1)
    .offset(page.offset);
  return listPage(rows, page, { sortColumn: 'rule_order', sortOrder: 'A', appliedFilter: accountId ?? null }, (nodes) => views(db, org, nodes));
}

/**
 * Puts a rule at a position among the organization's rules and numbers them 1..n again, in
 * one statement, so rule_order stays a clean sequence (the order rules apply in).
 */
async function placeRule(tx: Tx, organizationId: string, ruleId: string, position: number | null | undefined): Promise<void> {
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
async function writeSelected(tx: Tx, organizationId: string, ruleId: string, named: readonly string[], found: readonly { id: string }[]): Promise<void> {
  const ids = named.filter((id, i) => named.indexOf(id) === i && found.some((a) => a.id === id));
  await tx.delete(bankRuleAccounts).where(inOrg(bankRuleAccounts, organizationId, eq(bankRuleAccounts.ruleId, ruleId)));
  if (ids.length) await tx.insert(bankRuleAccounts).values(ids.map((accountId, position) => ({ organizationId, ruleId, accountId, position })));
}

const optional = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

export async function createBankRule(scope: Scope, input: CreateBankRuleInput): Promise<BankRule> {
  const { org } = scope;
  const fields: RuleFields = {
    ruleName: input.ruleName.trim(),
    ruleCategory: fromEnum(input.ruleCategory),
    applyTo: fromEnum(input.applyTo),
    criteriaType: fromEnum(input.criteriaType),
    criterion: criteriaOf(input.criterion),
    recordAs: fromEnum(input.recordAs) as BankKind,
    accountId: input.accountId ?? null,
    accountIds: parseAccountIds(input.accountIds),
    customerId: input.customerId ?? null,
    taxId: input.taxId ?? null,
  };
  if (!fields.ruleName) throw invalid(F('ruleName'), 'is required');
  const id = newId();
  await scope.db.transaction(async (tx) => {
    const selected = await checkRule(tx, scope, fields, optional(input.accountIds) !== null);
    await tx.insert(bankRules).values({
      id,
      organizationId: org.id,
      ruleName: fields.ruleName,
      ruleOrder: 2_000_000_000,
      ruleCategory: fields.ruleCategory,
      applyTo: fields.applyTo,
      criteriaType: fields.criteriaType,
      criterion: fields.criterion,
      recordAs: fields.recordAs,
      accountId: fields.accountId,
      autoCategorize: input.autoCategorize ?? false,
      customerId: fields.customerId,
      taxId: fields.taxId,
      referenceNumber: optional(input.referenceNumber),
      paymentMode: optional(input.paymentMode),
      vatTreatment: optional(input.vatTreatment),
      taxTreatment: optional(input.taxTreatment),
      isReverseChargeApplied: input.isReverseChargeApplied ?? false,
      productType: optional(input.productType),
      taxAuthorityId: input.taxAuthorityId ?? null,
      taxExemptionId: input.taxExemptionId ?? null,
      locationId: input.locationId ?? null,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    await writeSelected(tx, org.id, id, fields.accountIds, selected);
    await placeRule(tx, org.id, id, input.ruleOrder);
  });
  return getBankRule(scope, id);
}

export async function updateBankRule(scope: Scope, ruleId: string, input: UpdateBankRuleInput): Promise<BankRule> {
  const { org } = scope;
  await scope.db.transaction(async (tx) => {
    const row = await findRule(tx, org.id, ruleId, true);
    const current = (await selectedOf(tx, org.id, [row.id])).get(row.id) ?? [];
    const ruleCategory = input.ruleCategory ? fromEnum(input.ruleCategory) : row.ruleCategory;
    const accountIdsGiven = optional(input.accountIds) !== null;
    // Moving away from selected_accounts drops the selection; account_ids sent with another category is refused.
    const accountIds = input.accountIds != null ? parseAccountIds(input.accountIds) : ruleCategory === 'selected_accounts' ? current : [];
    const given = {
      ruleName: input.ruleName?.trim(),
      applyTo: input.applyTo ? fromEnum(input.applyTo) : undefined,
      criteriaType: input.criteriaType ? fromEnum(input.criteriaType) : undefined,
      criterion: input.criterion ? criteriaOf(input.criterion) : undefined,
      recordAs: input.recordAs ? fromEnum(input.recordAs) : undefined,
      accountId: input.accountId,
      customerId: input.customerId,
      taxId: input.taxId,
    };
    const kept = patch(row, given, ['ruleName', 'applyTo', 'criteriaType', 'criterion', 'recordAs', 'accountId', 'customerId', 'taxId'], ['ruleName']);
    const fields: RuleFields = { ...kept, recordAs: kept.recordAs as BankKind, ruleCategory, accountIds };
    if (!fields.ruleName) throw invalid(F('ruleName'), 'is required');
    const selected = await checkRule(tx, scope, fields, accountIdsGiven);
    await tx
      .update(bankRules)
      .set({
        ruleName: fields.ruleName,
        ruleCategory: fields.ruleCategory,
        applyTo: fields.applyTo,
        criteriaType: fields.criteriaType,
        criterion: fields.criterion,
        recordAs: fields.recordAs,
        accountId: fields.accountId,
        autoCategorize: input.autoCategorize ?? undefined,
        customerId: fields.customerId,
        taxId: fields.taxId,
        referenceNumber: input.referenceNumber !== undefined ? optional(input.referenceNumber) : undefined,
        paymentMode: input.paymentMode !== undefined ? optional(input.paymentMode) : undefined,
        vatTreatment: input.vatTreatment !== undefined ? optional(input.vatTreatment) : undefined,
        taxTreatment: input.taxTreatment !== undefined ? optional(input.taxTreatment) : undefined,
        isReverseChargeApplied: input.isReverseChargeApplied ?? undefined,
        productType: input.productType !== undefined ? optional(input.productType) : undefined,
        taxAuthorityId: input.taxAuthorityId,
        taxExemptionId: input.taxExemptionId,
        locationId: input.locationId,
        updatedAt: scope.now,
      })
      .where(inOrg(bankRules, org.id, eq(bankRules.id, row.id)));
    await writeSelected(tx, org.id, row.id, fields.accountIds, selected);
    if (input.ruleOrder != null) await placeRule(tx, org.id, row.id, input.ruleOrder);
  });
  return getBankRule(scope, ruleId);
}

export async function deleteBankRule(scope: Scope, ruleId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findRule(tx, org.id, ruleId, true);
    await tx.delete(bankRuleAccounts).where(inOrg(bankRuleAccounts, org.id, eq(bankRuleAccounts.ruleId, row.id)));
    await tx.delete(bankRules).where(inOrg(bankRules, org.id, eq(bankRules.id, row.id)));
    return row.id;
  });
}

/** The first rule naming an account (as target or as the account it categorizes into), for IN_USE messages. */
export async function ruleUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ ruleName: bankRules.ruleName })
    .from(bankRules)
    .where(
      inOrg(
        bankRules,
        organizationId,
        or(
          eq(bankRules.accountId, accountId),
          sql`exists (select 1 from ${bankRuleAccounts} where ${bankRuleAccounts.ruleId} = ${bankRules.id} and ${bankRuleAccounts.accountId} = ${accountId})`,
        ),
      ),
    )
    .limit(1);
  return row ? `used by the bank rule "${row.ruleName}"` : undefined;
}

export async function ruleUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ ruleName: bankRules.ruleName })
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, eq(bankRules.taxId, taxId)))
    .limit(1);
  return row ? `the tax of the bank rule "${row.ruleName}"` : undefined;
}

export async function ruleNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ ruleName: bankRules.ruleName })
    .from(bankRules)
    .where(inOrg(bankRules, organizationId, eq(bankRules.customerId, contactId)))
    .limit(1);
  return row ? `the customer of the bank rule "${row.ruleName}"` : undefined;
}
