/**
 * Members of the organization (core.memberships). Inviting adds an existing user account as an
 * active member at once: there is no invitation email yet, so nothing would ever accept it.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, orderOf, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import { findUserByEmail, membershipOf } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { InviteUserInput, SortOrder, User, UserRole, UserSortColumn, UserStatus } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const SORT_COLUMNS = { name: sql`lower(${users.name})`, email: users.email, created_time: memberships.createdAt };

type Member = { userId: string; name: string; email: string; role: string; status: string; createdAt: Date };

function selectMembers(db: Executor) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role, status: memberships.status, createdAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .$dynamic();
}

function view(member: Member, scope: Scope): User {
  return {
    userId: member.userId,
    name: member.name,
    email: member.email,
    role: toEnum<UserRole>(member.role),
    userRole: member.role,
    status: toEnum<UserStatus>(member.status),
    isCurrentUser: member.userId === scope.actor.userId,
    createdTime: formatTimestamp(member.createdAt, scope.org.timeZone),
  };
}

export async function listUsers(scope: Scope, page: Page, args: { sortColumn?: UserSortColumn | null; sortOrder?: SortOrder | null }) {
  const order = orderOf(SORT_COLUMNS, memberships.userId, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'name',
    order: 'A',
    descending: ['created_time'],
  });
  const { limit, offset } = window(page);
  const rows = await selectMembers(scope.db)
    .where(inOrg(memberships, scope.org.id))
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, order, (nodes) => nodes.map((m) => view(m, scope)));
}

/** Members by user id for entity references; a non-member is absent. */
export async function usersById(scope: Scope, ids: readonly string[]): Promise<Map<string, User>> {
  const rows = await selectMembers(scope.db).where(inOrg(memberships, scope.org.id, anyId(memberships.userId, [...ids])));
  return new Map(rows.map((m) => [m.userId, view(m, scope)]));
}

export async function inviteUser(scope: Scope, input: InviteUserInput): Promise<User> {
  const organizationId = scope.org.id;
  const email = input.email.trim().toLowerCase();
  const alreadyMember = () => new KontorError('DUPLICATE', `${email} is already a member of the organization.`, { field: ['input', 'email'] });
  const member = await uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        const caller = await membershipOf(tx, organizationId, scope.actor.userId!);
        if (caller?.role !== 'admin') throw new KontorError('FORBIDDEN', 'Only an admin of the organization can invite users.');
        const user = await findUserByEmail(tx, email);
        if (!user) throw invalid(['input', 'email'], `no user account has the email ${email}; the user must have an account first (kontor bootstrap)`);
        if (await membershipOf(tx, organizationId, user.id)) throw alreadyMember();
        const [{ others }] = await tx.select({ others: count() }).from(memberships).where(eq(memberships.userId, user.id));
        await tx
          .insert(memberships)
          .values({ organizationId, userId: user.id, role: input.role.toLowerCase(), status: 'active', isDefault: others === 0, createdAt: scope.now });
        const [row] = await selectMembers(tx).where(inOrg(memberships, organizationId, eq(memberships.userId, user.id)));
        return row;
      }),
    { memberships_organization_id_user_id_pk: alreadyMember },
  );
  return view(member, scope);
}
