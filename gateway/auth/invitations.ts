/**
 * The accounts server's invitation pages: the link an admin's invitation carries
 * (`inviteUser`, subgraphs/accounting/parties/user-service.ts) opens a page where its holder
 * chooses the password of the account the invitation made, and joins the organization. The
 * token is spent in the same transaction that sets the password and activates the membership.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../drizzle/client.ts';
import { invitations, memberships, organizations, users } from '../../drizzle/tables/core/organizations.ts';
import type { Clock } from '../../subgraphs/core/values/clock.ts';
import { hashToken } from './tokens.ts';
import { hashPassword } from './passwords.ts';
import { PAGE_HEADERS, invitationDonePage, invitationPage, errorPage } from './pages.ts';

/** The shortest password an invitation accepts. */
export const MIN_PASSWORD_LENGTH = 8;

const GONE = 'This invitation link is not valid: it was used, replaced by a newer one, or has expired. Ask an admin of the organization to invite you again.';

export function invitationRoutes(app: FastifyInstance, database: Database, clock: Clock): void {
  const db = database.db;
  const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(PAGE_HEADERS).send(html);

  /** The live invitation of the token, with whom and what it invites to. */
  async function invitationOf(token: string | undefined) {
    if (!token) return undefined;
    const [row] = await db
      .select({
        tokenHash: invitations.tokenHash,
        organizationId: invitations.organizationId,
        userId: invitations.userId,
        email: users.email,
        hasPassword: users.passwordHash,
        organization: organizations.name,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .where(and(eq(invitations.tokenHash, hashToken(token)), gt(invitations.expiresAt, clock.now())));
    return row;
  }

  app.get('/accounts/invitation', async (request, reply) => {
    const { token } = request.query as { token?: string };
    const invitation = await invitationOf(token);
    if (!invitation) return page(reply, 404, errorPage(GONE));
    return page(
      reply,
      200,
      invitationPage({
        token: token!,
        email: invitation.email,
        organization: invitation.organization,
        hasPassword: Boolean(invitation.hasPassword),
        minLength: MIN_PASSWORD_LENGTH,
      }),
    );
  });

  app.post('/accounts/invitation', async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const token = text('token');
    const invitation = await invitationOf(token);
    if (!invitation) return page(reply, 404, errorPage(GONE));
    const again = (error: string) =>
      page(
        reply,
        400,
        invitationPage(
          {
            token,
            email: invitation.email,
            organization: invitation.organization,
            hasPassword: Boolean(invitation.hasPassword),
            minLength: MIN_PASSWORD_LENGTH,
          },
          error,
        ),
      );
    // An account that has a password already (made by kontor bootstrap since) keeps it: the link only joins.
    const password = text('password');
    if (!invitation.hasPassword) {
      if (password.length < MIN_PASSWORD_LENGTH) return again(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
      if (password !== text('password_again')) return again('The two passwords differ.');
    }
    const passwordHash = invitation.hasPassword ? undefined : await hashPassword(password);
    const joined = await db.transaction(async (tx) => {
      // Spent once: of two submissions at once, the second finds the token gone.
      const [spent] = await tx.delete(invitations).where(eq(invitations.tokenHash, invitation.tokenHash)).returning();
      if (!spent) return false;
      if (passwordHash)
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, spent.userId), isNull(users.passwordHash)));
      await tx
        .update(memberships)
        .set({ status: 'active' })
        .where(and(eq(memberships.organizationId, spent.organizationId), eq(memberships.userId, spent.userId), eq(memberships.status, 'invited')));
      return true;
    });
    if (!joined) return page(reply, 404, errorPage(GONE));
    return page(reply, 200, invitationDonePage(invitation.email, invitation.organization));
  });
}
