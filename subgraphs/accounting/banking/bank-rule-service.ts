/**
 * Bank rules: which transactions (accounts, direction, criteria) are recorded as what. Rules
 * apply in rule_order (then creation) to new uncategorized transactions
 * (bank-transaction-service.ts); the matching itself is the pure `ruleMatches` of bank-kinds.ts.
 * Writes and checks here; the SQL in bank-rule-store.ts, the answers in bank-rule-views.ts.
 */
import type { Tx } from '../../../drizzle/client.ts';
import type { BankRuleCriterionValue } from '../../../drizzle/tables/accounting/banking.ts';
import { requireAccount } from '../../core/books/chart-store.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { patch } from '../../core/values/patch.ts';
import { requireTax } from '../../erp/api.ts';
import { requireContact } from '../parties/contact-store.ts';
import type { BankRule, BankRuleCriterionInput, CreateBankRuleInput, UpdateBankRuleInput } from '../generated/graphql.ts';
import { type BankAccountRecord, findBankAccount, findBankAccounts } from './bank-accounts.ts';
import { type AccountKind, type BankKind, type Direction, allowedRule, comparatorsOf, isAllowed, offsetRule } from './bank-kinds.ts';
import { deleteRule, findRule, insertRule, placeRule, rulePage, selectedOf, updateRule, writeSelected } from './bank-rule-store.ts';
import { bankRuleViews } from './bank-rule-views.ts';

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

export async function getBankRule(scope: Scope, ruleId: string): Promise<BankRule> {
  const [view] = await bankRuleViews(scope.db, scope.org, [await findRule(scope.db, scope.org.id, ruleId)]);
  return view;
}

export async function listBankRules(scope: Scope, page: Page, accountId: string | null | undefined) {
  const { db, org } = scope;
  const account = accountId ? await findBankAccount(db, org.id, accountId) : undefined;
  const rows = await rulePage(db, org.id, page, account);
  return listPage(rows, page, { sortColumn: 'rule_order', sortOrder: 'A', appliedFilter: accountId ?? null }, (nodes) => bankRuleViews(db, org, nodes));
}

const optional = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

/**
 * The columns a rule is written with: its checked fields, and the optional ones as the input
 * gives them. What the input leaves out takes its default on create and stays as stored on
 * update (undefined); null clears.
 */
function columnsOf(fields: RuleFields, input: CreateBankRuleInput | UpdateBankRuleInput, creating: boolean) {
  const textOf = (value: string | null | undefined) => (value !== undefined || creating ? optional(value) : undefined);
  const flagOf = (value: boolean | null | undefined) => value ?? (creating ? false : undefined);
  const idOf = (value: string | null | undefined) => (value !== undefined ? value : creating ? null : undefined);
  return {
    ruleName: fields.ruleName,
    ruleCategory: fields.ruleCategory,
    applyTo: fields.applyTo,
    criteriaType: fields.criteriaType,
    criterion: fields.criterion,
    recordAs: fields.recordAs,
    accountId: fields.accountId,
    customerId: fields.customerId,
    taxId: fields.taxId,
    autoCategorize: flagOf(input.autoCategorize),
    isReverseChargeApplied: flagOf(input.isReverseChargeApplied),
    referenceNumber: textOf(input.referenceNumber),
    paymentMode: textOf(input.paymentMode),
    vatTreatment: textOf(input.vatTreatment),
    taxTreatment: textOf(input.taxTreatment),
    productType: textOf(input.productType),
    taxAuthorityId: idOf(input.taxAuthorityId),
    taxExemptionId: idOf(input.taxExemptionId),
    locationId: idOf(input.locationId),
  };
}

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
    await insertRule(tx, {
      id,
      organizationId: org.id,
      ruleOrder: 2_000_000_000,
      ...columnsOf(fields, input, true),
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
    await updateRule(tx, org.id, row.id, { ...columnsOf(fields, input, false), updatedAt: scope.now });
    await writeSelected(tx, org.id, row.id, fields.accountIds, selected);
    if (input.ruleOrder != null) await placeRule(tx, org.id, row.id, input.ruleOrder);
  });
  return getBankRule(scope, ruleId);
}

export async function deleteBankRule(scope: Scope, ruleId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findRule(tx, org.id, ruleId, true);
    await deleteRule(tx, org.id, row.id);
    return row.id;
  });
}
