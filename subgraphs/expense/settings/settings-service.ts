/** Expense roles of members, expense categories and expense policies. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../core/request/scope.ts';
import { memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { expenseCategories, expenseMembers, expensePolicies } from '../../../drizzle/tables/expense/settings.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { window } from '../../core/request/scoped.ts';
import type {
  CreateExpenseCategoryInput,
  CreateExpensePolicyInput,
  ExpenseCategory,
  ExpensePolicy,
  ExpenseUser,
  UpdateExpenseUserInput,
} from '../generated/graphql.ts';
import {
  type CategoryRow,
  type MemberInfo,
  type PolicyRow,
  accountsById,
  categoriesById,
  currenciesOf,
  memberInfo,
  requireAdmin,
  requireMember,
  toRole,
} from '../shared/members.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

// --- users ------------------------------------------------------------------------------------

function userView(member: MemberInfo, names: Map<string, MemberInfo>): ExpenseUser {
  return {
    userId: member.userId,
    name: member.name,
    email: member.email,
    role: toRole(member.role),
    approvalLimit: member.approvalLimit,
    approverId: member.approverId,
    approverName: member.approverId ? (names.get(member.approverId)?.name ?? null) : null,
    policyId: member.policyId,
    employeeNumber: member.employeeNumber,
    departmentName: member.departmentName,
  };
}

export async function listUsers(scope: Scope, page: Page) {
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inOrg(memberships, scope.org.id, eq(memberships.status, 'active')))
    .orderBy(asc(sql`lower(${users.name})`), asc(memberships.userId))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'name', sortOrder: 'A' }, async (nodes) => {
    const members = await memberInfo(
      scope.db,
      scope.org.id,
      nodes.map((n) => n.userId),
    );
    const approvers = await memberInfo(
      scope.db,
      scope.org.id,
      [...members.values()].map((m) => m.approverId),
    );
    return nodes.map((n) => userView(members.get(n.userId)!, approvers));
  });
}

export async function getUser(scope: Scope, userId: string): Promise<ExpenseUser> {
  const member = (await memberInfo(scope.db, scope.org.id, [userId])).get(userId);
  if (!member) throw notFound('The user');
  return userView(member, await memberInfo(scope.db, scope.org.id, [member.approverId]));
}

/** Roles are assigned by expense admins; an organization admin stays an expense admin. */
export async function updateUser(scope: Scope, userId: string, input: UpdateExpenseUserInput): Promise<ExpenseUser> {
  await requireAdmin(scope, 'change expense roles');
  await scope.db.transaction(async (tx) => {
    const member = (await memberInfo(tx, scope.org.id, [userId])).get(userId);
    if (!member) throw notFound('The user');
    if (input.approverId) {
      if (input.approverId === userId) throw invalid(['input', 'approverId'], 'cannot be the user themselves');
      const approver = await requireMember(tx, scope.org.id, input.approverId, ['input', 'approverId']);
      if (approver.role === 'submitter') throw invalid(['input', 'approverId'], `${approver.name} is a submitter; name an approver or admin`);
    }
    if (input.policyId) {
      const [policy] = await tx
        .select({ id: expensePolicies.id })
        .from(expensePolicies)
        .where(inOrg(expensePolicies, scope.org.id, eq(expensePolicies.id, input.policyId)));
      if (!policy) throw invalid(['input', 'policyId'], 'is not a policy of the organization');
    }
    const values = {
      ...(input.role !== undefined ? { role: input.role ? (input.role.toLowerCase() as 'admin' | 'approver' | 'submitter') : null } : {}),
      ...(input.approvalLimit !== undefined ? { approvalLimit: input.approvalLimit === null ? null : dec(input.approvalLimit).toFixed() } : {}),
      ...(input.approverId !== undefined ? { approverId: input.approverId } : {}),
      ...(input.policyId !== undefined ? { policyId: input.policyId } : {}),
      ...(input.employeeNumber !== undefined ? { employeeNumber: text(input.employeeNumber) ?? null } : {}),
      ...(input.departmentName !== undefined ? { departmentName: text(input.departmentName) ?? null } : {}),
    };
    await tx
      .insert(expenseMembers)
      .values({ organizationId: scope.org.id, userId, ...values, updatedAt: scope.now })
      .onConflictDoUpdate({ target: [expenseMembers.organizationId, expenseMembers.userId], set: { ...values, updatedAt: scope.now } });
  });
  return getUser(scope, userId);
}

// --- categories -------------------------------------------------------------------------------

export function categoryView(row: CategoryRow, accountName: string): ExpenseCategory {
  return { categoryId: row.id, categoryName: row.categoryName, description: row.description, accountId: row.accountId, accountName, isActive: row.isActive };
}

export async function listCategories(scope: Scope, page: Page) {
  const rows = await scope.db
    .select()
    .from(expenseCategories)
    .where(inOrg(expenseCategories, scope.org.id))
    .orderBy(asc(sql`lower(${expenseCategories.categoryName})`), asc(expenseCategories.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
  return listPage(rows, page, { sortColumn: 'category_name', sortOrder: 'A' }, async (nodes) => {
    const { byId } = await accountsById(
      scope.db,
      scope.org.id,
      nodes.map((n) => n.accountId),
    );
    return nodes.map((n) => categoryView(n, byId.get(n.accountId)?.accountName ?? ''));
  });
}

export async function createCategory(scope: Scope, input: CreateExpenseCategoryInput): Promise<ExpenseCategory> {
  await requireAdmin(scope, 'add expense categories');
  const name = input.categoryName.trim();
  if (!name) throw invalid(['input', 'categoryName'], 'is required');
  const row = await uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        const [account] = await findAccounts(tx, scope.org.id, { ids: [input.accountId] }, { lock: true });
        checkAccount(account, ['input', 'accountId'], { types: ACCOUNT_TYPES.expense, typesText: 'an expense account' });
        const [created] = await tx
          .insert(expenseCategories)
          .values({ id: newId(), organizationId: scope.org.id, categoryName: name, description: text(input.description) ?? null, accountId: input.accountId })
          .returning();
        return { created, accountName: account!.accountName };
      }),
    {
      expense_categories_name: () => new KontorError('DUPLICATE', `An expense category named "${name}" already exists.`, { field: ['input', 'categoryName'] }),
    },
  );
  return categoryView(row.created, row.accountName);
}

// --- policies ---------------------------------------------------------------------------------

export function policyView(row: PolicyRow, categories: Map<string, CategoryRow>): ExpensePolicy {
  return {
    policyId: row.id,
    policyName: row.policyName,
    description: row.description,
    isDefault: row.isDefault,
    receiptRequiredAmount: row.receiptRequiredAmount,
    allowedCurrencyIds: row.allowedCurrencyIds,
    expiryDays: row.expiryDays,
    categoryLimits: row.categoryLimits.map((l) => ({
      categoryId: l.category_id,
      categoryName: categories.get(l.category_id)?.categoryName ?? '',
      limit: l.limit,
    })),
  };
}

export async function listPolicies(scope: Scope, page: Page) {
  const rows = await scope.db
    .select()
    .from(expensePolicies)
    .where(inOrg(expensePolicies, scope.org.id))
    .orderBy(asc(sql`lower(${expensePolicies.policyName})`), asc(expensePolicies.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
  return listPage(rows, page, { sortColumn: 'policy_name', sortOrder: 'A' }, async (nodes) => {
    const categories = await categoriesById(
      scope.db,
      scope.org.id,
      nodes.flatMap((n) => n.categoryLimits.map((l) => l.category_id)),
    );
    return nodes.map((n) => policyView(n, categories));
  });
}

export async function createPolicy(scope: Scope, input: CreateExpensePolicyInput): Promise<ExpensePolicy> {
  await requireAdmin(scope, 'add expense policies');
  const name = input.policyName.trim();
  if (!name) throw invalid(['input', 'policyName'], 'is required');
  const limits = input.categoryLimits ?? [];
  const { row, categories } = await uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        const categories = await categoriesById(
          tx,
          scope.org.id,
          limits.map((l) => l.categoryId),
        );
        const seen = new Set<string>();
        limits.forEach((l, i) => {
          if (!categories.has(l.categoryId)) throw invalid(['input', 'categoryLimits', i, 'categoryId'], 'is not an expense category of the organization');
          if (seen.has(l.categoryId)) throw invalid(['input', 'categoryLimits', i, 'categoryId'], 'names a category a second time');
          seen.add(l.categoryId);
        });
        const allowed = [...new Set(input.allowedCurrencyIds ?? [])];
        if (allowed.length) {
          const { byId } = await currenciesOf(tx, scope.org.id);
          allowed.forEach((c, i) => {
            if (!byId.has(c)) throw invalid(['input', 'allowedCurrencyIds', i], 'is not a currency of the organization');
          });
        }
        if (input.isDefault)
          await tx
            .update(expensePolicies)
            .set({ isDefault: false })
            .where(inOrg(expensePolicies, scope.org.id, eq(expensePolicies.isDefault, true)));
        const [row] = await tx
          .insert(expensePolicies)
          .values({
            id: newId(),
            organizationId: scope.org.id,
            policyName: name,
            description: text(input.description) ?? null,
            isDefault: input.isDefault ?? false,
            receiptRequiredAmount: input.receiptRequiredAmount == null ? null : dec(input.receiptRequiredAmount).toFixed(),
            allowedCurrencyIds: allowed,
            expiryDays: input.expiryDays ?? null,
            categoryLimits: limits.map((l) => ({ category_id: l.categoryId, limit: dec(l.limit).toFixed() })),
          })
          .returning();
        return { row, categories };
      }),
    { expense_policies_name: () => new KontorError('DUPLICATE', `An expense policy named "${name}" already exists.`, { field: ['input', 'policyName'] }) },
  );
  return policyView(row, categories);
}
