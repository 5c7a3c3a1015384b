/**
 * What every expense service shares: the caller's expense role (from the request's scope), the
 * organization's lookups (users, accounts, currencies, categories, policies, files) made in a
 * constant number of statements for any number of records, and the history log.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { blobs } from '../../../drizzle/tables/core/blobs.ts';
import { currencies, memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { expenseActivities } from '../../../drizzle/tables/expense/reports.ts';
import { expenseCategories, expenseMembers, expensePolicies } from '../../../drizzle/tables/expense/settings.ts';
import { type AccountRecord, findAccounts } from '../../core/books/chart-store.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec, roundTo } from '../../core/values/money.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { type Scope, scopeOf } from '../../core/request/scope.ts';
import type { CurrencyRow } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type { ExpenseHistoryEntry, ExpenseRole } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type Role = 'admin' | 'approver' | 'submitter';

/** The user a request acts for: expense records always name one. */
export function callerId(scope: Scope): string {
  if (!scope.actor.userId) throw new Error('an expense service was called without a user');
  return scope.actor.userId;
}

const roles = new WeakMap<Scope, Promise<Role>>();

/**
 * The request scope with the caller's expense role already read. Services check the role
 * inside their transactions; on PGlite's single connection a read outside the transaction
 * would wait for it to end, so the role is read before any transaction opens.
 */
export async function expenseScopeOf(ctx: SubgraphContext): Promise<Scope> {
  const scope = await scopeOf(ctx);
  await expenseRoleOf(scope);
  return scope;
}

/**
 * The caller's expense role, from the membership role and the expense member row; looked up
 * once per scope, so the checks of one request share one statement.
 */
export function expenseRoleOf(scope: Scope): Promise<Role> {
  let role = roles.get(scope);
  if (!role) {
    role = memberInfo(scope.db, scope.org.id, [callerId(scope)]).then((m) => m.get(callerId(scope))?.role ?? 'submitter');
    roles.set(scope, role);
  }
  return role;
}

export async function isExpenseAdmin(scope: Scope): Promise<boolean> {
  return (await expenseRoleOf(scope)) === 'admin';
}

export interface MemberInfo {
  userId: string;
  name: string;
  email: string;
  role: Role;
  approvalLimit: string | null;
  approverId: string | null;
  policyId: string | null;
  employeeNumber: string | null;
  departmentName: string | null;
}

/** The organization's admins are expense admins whatever their expense row says; others take their row's role, else their membership's. */
export function roleOf(membershipRole: string, expenseRole: Role | null): Role {
  if (membershipRole === 'admin') return 'admin';
  if (expenseRole) return expenseRole;
  return membershipRole === 'approver' ? 'approver' : 'submitter';
}

/** Active members of the organization by id, with their expense settings: one statement. */
export async function memberInfo(db: Executor, organizationId: string, userIds: readonly (string | null | undefined)[]): Promise<Map<string, MemberInfo>> {
  const ids = [...new Set(userIds.filter((i): i is string => !!i && isId(i)))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, membershipRole: memberships.role, member: expenseMembers })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(expenseMembers, and(eq(expenseMembers.organizationId, memberships.organizationId), eq(expenseMembers.userId, memberships.userId)))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.status, 'active'), anyId(memberships.userId, ids)));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        userId: r.userId,
        name: r.name,
        email: r.email,
        role: roleOf(r.membershipRole, r.member?.role ?? null),
        approvalLimit: r.member?.approvalLimit ?? null,
        approverId: r.member?.approverId ?? null,
        policyId: r.member?.policyId ?? null,
        employeeNumber: r.member?.employeeNumber ?? null,
        departmentName: r.member?.departmentName ?? null,
      },
    ]),
  );
}

/** A member a request names, or a 400 naming the field. */
export async function requireMember(db: Executor, organizationId: string, userId: string, field: readonly (string | number)[]): Promise<MemberInfo> {
  const member = (await memberInfo(db, organizationId, [userId])).get(userId);
  if (!member) throw invalid(field, 'is not an active member of the organization');
  return member;
}

export function forbidden(message: string): KontorError {
  return new KontorError('FORBIDDEN', message);
}

/** The caller acts for `ownerId`: themselves, or an expense admin acting for anyone. */
export async function requireOwnerOrAdmin(scope: Scope, ownerId: string, what: string): Promise<void> {
  if (callerId(scope) !== ownerId && !(await isExpenseAdmin(scope))) throw forbidden(`Only its employee or an expense admin can ${what}.`);
}

export async function requireAdmin(scope: Scope, what: string): Promise<void> {
  if (!(await isExpenseAdmin(scope))) throw forbidden(`Only an expense admin can ${what}.`);
}

/** The caller may decide on a document submitted to `approverId` (null: any admin). */
export async function requireApprover(scope: Scope, approverId: string | null, ownerId: string, what: string): Promise<void> {
  if (await isExpenseAdmin(scope)) return;
  if (callerId(scope) === ownerId) throw forbidden(`You cannot ${what} your own submission; its approver or an expense admin can.`);
  if (approverId !== callerId(scope)) throw forbidden(`Only the approver it is submitted to, or an expense admin, can ${what}.`);
}

/** The reason of a refused move that only some states allow. */
export const allowedFrom = (states: readonly string[]): string => `allowed from ${states.join(', ')}`;

export const toRole = (role: Role): ExpenseRole => role.toUpperCase() as ExpenseRole;

// --- lookups ----------------------------------------------------------------------------------

export async function accountsById(
  db: Executor,
  organizationId: string,
  ids: readonly (string | null | undefined)[],
  systemKeys: readonly string[] = [],
): Promise<{ byId: Map<string, AccountRecord>; bySystemKey: Map<string, AccountRecord> }> {
  const rows = await findAccounts(db, organizationId, { ids: ids.filter((i): i is string => !!i), systemKeys });
  return { byId: new Map(rows.map((r) => [r.id, r])), bySystemKey: new Map(rows.filter((r) => r.systemKey).map((r) => [r.systemKey!, r])) };
}

export async function currenciesOf(db: Executor, organizationId: string): Promise<{ byId: Map<string, CurrencyRow>; base: CurrencyRow }> {
  const rows = await db.select().from(currencies).where(inOrg(currencies, organizationId));
  const base = rows.find((r) => r.isBaseCurrency);
  if (!base) throw new Error(`organization ${organizationId} has no base currency`);
  return { byId: new Map(rows.map((r) => [r.id, r])), base };
}

export type CategoryRow = typeof expenseCategories.$inferSelect;
export type PolicyRow = typeof expensePolicies.$inferSelect;

export async function categoriesById(db: Executor, organizationId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, CategoryRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select()
    .from(expenseCategories)
    .where(inOrg(expenseCategories, organizationId, anyId(expenseCategories.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function policiesOf(db: Executor, organizationId: string): Promise<PolicyRow[]> {
  return db.select().from(expensePolicies).where(inOrg(expensePolicies, organizationId));
}

/** The policy applying to a user: theirs, else the organization's default, else none. */
export function policyFor(policies: PolicyRow[], member: MemberInfo | undefined): PolicyRow | undefined {
  return (member?.policyId ? policies.find((p) => p.id === member.policyId) : undefined) ?? policies.find((p) => p.isDefault);
}

export type BlobRow = typeof blobs.$inferSelect;

export async function blobsById(db: Executor, organizationId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, BlobRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select()
    .from(blobs)
    .where(inOrg(blobs, organizationId, inArray(blobs.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

// --- money ------------------------------------------------------------------------------------

/** amount × rate in the base currency, rounded to its precision. */
export function toBase(amount: string, rate: string, precision: number): Decimal {
  return roundTo(dec(amount).times(rate), precision);
}

/** The rate of a document in `currency`: 1 for the base currency; another needs one given. */
export function rateFor(currency: CurrencyRow, given: string | null | undefined, field: readonly (string | number)[]): string {
  if (currency.isBaseCurrency) {
    if (given != null && !dec(given).equals(1)) throw invalid(field, 'must be 1 for the base currency');
    return '1';
  }
  if (given == null) throw invalid(field, `is required for an amount in ${currency.currencyCode}, which is not the base currency`);
  if (!dec(given).gt(0)) throw invalid(field, 'must be greater than 0');
  return dec(given).toFixed();
}

export function positive(value: string, field: readonly (string | number)[]): string {
  if (!dec(value).gt(0)) throw invalid(field, 'must be greater than 0');
  return dec(value).toFixed();
}

// --- history ----------------------------------------------------------------------------------

export type ActivityRow = typeof expenseActivities.$inferSelect;

export async function record(
  tx: Tx,
  scope: Scope,
  subject: { type: 'report' | 'advance'; id: string },
  entry: { kind?: 'history' | 'comment'; operationType: string; status?: string | null; description?: string | null; approvalReason?: string | null },
): Promise<ActivityRow> {
  const [row] = await tx
    .insert(expenseActivities)
    .values({
      id: newId(),
      organizationId: scope.org.id,
      subjectType: subject.type,
      subjectId: subject.id,
      kind: entry.kind ?? 'history',
      operationType: entry.operationType,
      status: entry.status ?? null,
      description: entry.description ?? null,
      approvalReason: entry.approvalReason ?? null,
      userId: callerId(scope),
      createdAt: scope.now,
    })
    .returning();
  return row;
}

export async function activitiesOf(db: Executor, organizationId: string, subjectIds: readonly string[], kind?: 'history' | 'comment'): Promise<ActivityRow[]> {
  if (!subjectIds.length) return [];
  return db
    .select()
    .from(expenseActivities)
    .where(inOrg(expenseActivities, organizationId, anyId(expenseActivities.subjectId, [...subjectIds]), kind ? eq(expenseActivities.kind, kind) : undefined))
    .orderBy(asc(expenseActivities.createdAt), asc(expenseActivities.id));
}

export function activityView(row: ActivityRow, names: Map<string, MemberInfo>, timeZone: string): ExpenseHistoryEntry {
  return {
    commentId: row.id,
    operationType: row.operationType,
    status: row.status,
    description: row.description,
    approvalReason: row.approvalReason,
    commentedById: row.userId,
    commentedBy: names.get(row.userId)?.name ?? null,
    date: localDate(row.createdAt, timeZone),
    time: formatTimestamp(row.createdAt, timeZone),
  };
}

/** Comma-separated ids or a list. */
export function idsOf(value: string, field: readonly (string | number)[]): string[] {
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of ids) if (!isId(id)) throw invalid(field, `${JSON.stringify(id)} is not an id`);
  return [...new Set(ids)];
}
