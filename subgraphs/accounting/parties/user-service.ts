/**
 * Members of the organization (core.memberships): listed, read, invited, changed, deactivated
 * and removed by its admins, never leaving it without an active admin. Inviting adds an
 * existing account at once, and invites a new one by a link whose holder sets its password.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invitations, memberships, users } from '../../../drizzle/tables/core/organizations.ts';
import { publicUrl } from '../../core/platform/public-url.ts';
import { newId } from '../../core/values/ids.ts';
import { escapeHtml, isEmail } from '../../core/values/text.ts';
import { emailRelayConfigured, queueEmail } from '../../messaging/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, orderOf, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import { findUserByEmail, membershipOf } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { InviteUserInput, UpdateUserInput, SortOrder, User, UserRole, UserSortColumn, UserStatus } from '../generated/graphql.ts';
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

/** How long an invitation link lasts. */
export const INVITATION_DAYS = 7;

/** The caller must be an admin of the organization to change its members. */
async function requireAdmin(tx: Executor, scope: Scope, action: string): Promise<void> {
  const caller = await membershipOf(tx, scope.org.id, scope.actor.userId!);
  if (caller?.role !== 'admin' || caller.status !== 'active') throw new KontorError('FORBIDDEN', `Only an admin of the organization can ${action}.`);
}

/** The member, locked for the change; NOT_FOUND when the user is not a member. */
async function lockedMember(tx: Tx, scope: Scope, userId: string): Promise<Member> {
  // Locked alone: FOR UPDATE OF would name the schema-qualified table, which PostgreSQL refuses.
  const [locked] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)))
    .for('update');
  const [row] = locked ? await selectMembers(tx).where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId))) : [];
  if (!row) throw notFound(`The user ${userId}`);
  return row;
}

async function memberView(tx: Executor, scope: Scope, userId: string): Promise<User> {
  const [row] = await selectMembers(tx).where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)));
  return view(row, scope);
}

/**
 * Refuses a change that would leave the organization without an active admin: the member's
 * role or status after it, and the other active admins (locked, so two admins demoting each
 * other cannot both pass).
 */
async function keepAnAdmin(tx: Tx, scope: Scope, member: Member, after: { role: string; status: string } | undefined): Promise<void> {
  if (member.role !== 'admin' || member.status !== 'active' || (after?.role === 'admin' && after.status === 'active')) return;
  const others = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(inOrg(memberships, scope.org.id, and(eq(memberships.role, 'admin'), eq(memberships.status, 'active'), ne(memberships.userId, member.userId))))
    .for('update');
  if (others.length === 0)
    throw new KontorError('INVALID_STATE', `${member.email} is the organization's only active admin; make another member an admin first.`);
}

/**
 * A new invitation of the member (any earlier one stops working): its link, mailed to them when
 * a relay is configured, in the caller's transaction.
 */
async function invite(tx: Tx, scope: Scope, member: Pick<Member, 'userId' | 'email' | 'name'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await tx.delete(invitations).where(inOrg(invitations, scope.org.id, eq(invitations.userId, member.userId)));
  await tx.insert(invitations).values({
    tokenHash,
    organizationId: scope.org.id,
    userId: member.userId,
    createdAt: scope.now,
    expiresAt: new Date(scope.now.getTime() + INVITATION_DAYS * 86_400_000),
  });
  const url = `${publicUrl()}/accounts/invitation?token=${token}`;
  if (await emailRelayConfigured(tx, scope.org.id)) {
    const org = escapeHtml(scope.org.name);
    await queueEmail(scope.jobs, tx, scope.org.id, {
      to: [member.email],
      subject: `You are invited to ${scope.org.name} on Kontor`,
      html: `<p>Hello ${escapeHtml(member.name)},</p><p>You have been invited to join ${org} on Kontor. Choose your password here (the link works for ${INVITATION_DAYS} days):</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      fromOrganization: true,
      about: { module: 'accounting', entity: 'user', id: member.userId },
      queuedAt: scope.now,
    });
  }
  return url;
}

/**
 * Adds a user to the organization. An existing account joins at once; for an email with no
 * account, an account without a password is made and invited: the member is INVITED until the
 * link's holder sets the password (gateway/auth/invitations.ts).
 */
export async function inviteUser(scope: Scope, input: InviteUserInput): Promise<{ user: User; invitationUrl: string | null }> {
  const organizationId = scope.org.id;
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw invalid(['input', 'email'], `${JSON.stringify(input.email)} is not an email address`);
  const alreadyMember = () => new KontorError('DUPLICATE', `${email} is already a member of the organization.`, { field: ['input', 'email'] });
  return uniquely(
    () =>
      scope.db.transaction(async (tx) => {
        await requireAdmin(tx, scope, 'invite users');
        let user = await findUserByEmail(tx, email);
        if (user && (await membershipOf(tx, organizationId, user.id))) throw alreadyMember();
        const made = !user;
        if (!user) {
          [user] = await tx
            .insert(users)
            .values({ id: newId(), email, name: input.name?.trim() || email.split('@')[0], passwordHash: null, createdAt: scope.now })
            .returning();
        }
        const [{ others }] = await tx.select({ others: count() }).from(memberships).where(eq(memberships.userId, user.id));
        await tx.insert(memberships).values({
          organizationId,
          userId: user.id,
          role: input.role.toLowerCase(),
          status: made ? 'invited' : 'active',
          isDefault: others === 0,
          createdAt: scope.now,
        });
        const member = await memberView(tx, scope, user.id);
        return { user: member, invitationUrl: made ? await invite(tx, scope, { userId: user.id, email, name: user.name }) : null };
      }),
    { memberships_organization_id_user_id_pk: alreadyMember, users_email: alreadyMember },
  );
}

/** A new invitation link for a member who has not joined yet. */
export async function resendInvitation(scope: Scope, userId: string): Promise<{ user: User; invitationUrl: string }> {
  return scope.db.transaction(async (tx) => {
    await requireAdmin(tx, scope, 'invite users');
    const member = await lockedMember(tx, scope, userId);
    if (member.status !== 'invited')
      throw new KontorError('INVALID_STATE', `${member.email} has already joined the organization; only an invited user can be invited again.`);
    const invitationUrl = await invite(tx, scope, member);
    return { user: view(member, scope), invitationUrl };
  });
}

export async function userOf(scope: Scope, userId: string): Promise<User> {
  const [row] = await selectMembers(scope.db).where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)));
  if (!row) throw notFound(`The user ${userId}`);
  return view(row, scope);
}

export async function updateUser(scope: Scope, userId: string, input: UpdateUserInput): Promise<User> {
  return scope.db.transaction(async (tx) => {
    await requireAdmin(tx, scope, 'change users');
    const member = await lockedMember(tx, scope, userId);
    if (input.role) {
      const role = input.role.toLowerCase();
      await keepAnAdmin(tx, scope, member, { role, status: member.status });
      await tx
        .update(memberships)
        .set({ role })
        .where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)));
    }
    if (input.name?.trim()) await tx.update(users).set({ name: input.name.trim() }).where(eq(users.id, userId));
    return memberView(tx, scope, userId);
  });
}

/** ACTIVE gives an INACTIVE member access again; INACTIVE takes an active member's away. */
export async function setUserStatus(scope: Scope, userId: string, status: 'active' | 'inactive'): Promise<User> {
  return scope.db.transaction(async (tx) => {
    await requireAdmin(tx, scope, 'change users');
    const member = await lockedMember(tx, scope, userId);
    if (member.status === 'invited') throw new KontorError('INVALID_STATE', `${member.email} has not joined yet; invite them again or remove them.`);
    if (member.status === status) return view(member, scope);
    await keepAnAdmin(tx, scope, member, { role: member.role, status });
    await tx
      .update(memberships)
      .set({ status })
      .where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)));
    return memberView(tx, scope, userId);
  });
}

/** Removes the membership (and an open invitation); the account and what the user did stay. */
export async function removeUser(scope: Scope, userId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    await requireAdmin(tx, scope, 'remove users');
    const member = await lockedMember(tx, scope, userId);
    await keepAnAdmin(tx, scope, member, undefined);
    await tx.delete(invitations).where(inOrg(invitations, scope.org.id, eq(invitations.userId, userId)));
    await tx.delete(memberships).where(inOrg(memberships, scope.org.id, eq(memberships.userId, userId)));
    return userId;
  });
}
