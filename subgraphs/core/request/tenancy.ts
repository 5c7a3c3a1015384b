import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import { currencies, memberships, organizations, users } from '../../../drizzle/tables/core/organizations.ts';
import type { SubgraphContext } from './context.ts';
import { organizationOf, perRequest } from './context.ts';
import DataLoader from 'dataloader';
import { recordLoader } from './loaders.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

const membership = preparedOn((db) =>
  db
    .select({ role: memberships.role, status: memberships.status, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, sql.placeholder('organizationId')), eq(memberships.userId, sql.placeholder('userId'))))
    .prepare('kontor_membership'),
);

/** How histories name a user who acted: the name, else the email. */
export const actorNameOf = (user: { name: string | null; email: string }): string => user.name || user.email;

export interface Membership {
  role: string;
  status: string;
  /** The member as histories name them: the user's name, else the email. */
  actorName: string;
}

/**
 * The channel on which the database announces changes to tokens, memberships and users'
 * names (triggers, `drizzle/migrations/0001_access_notices.sql`): `token <hash>` (that token),
 * `tokens` (every token) or `memberships` (every membership). The gateway's access cache listens.
 */
export const ACCESS_CHANNEL = 'kontor_access';

/**
 * A user's membership of an organization (its role and status), or undefined when there is
 * none. Every request asks it, and learns in the same statement how to name the caller.
 */
export async function membershipOf(db: Executor, organizationId: string, userId: string): Promise<Membership | undefined> {
  const [row] = await membership(db).execute({ organizationId, userId });
  return row && { role: row.role, status: row.status, actorName: actorNameOf(row) };
}

const organizationById = preparedOn((db) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .prepare('kontor_organization'),
);

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

const userName = preparedOn((db) =>
  db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('kontor_user_name'),
);

/** A user's name and email, as histories name who acted, for a caller whose identity does not name them. */
export async function findUserName(db: Executor, userId: string): Promise<{ name: string | null; email: string } | undefined> {
  const [row] = await userName(db).execute({ id: userId });
  return row;
}

/** The request's organization row (time zone, precision, edition), loaded once per request. */
export function currentOrganization(ctx: SubgraphContext): Promise<OrganizationRow> {
  const id = organizationOf(ctx);
  const loader = perRequest(
    ctx,
    'core.organization',
    () =>
      new DataLoader<string, OrganizationRow>(
        async (ids) => {
          const rows = await organizationById(ctx.db).execute({ id: ids[0] });
          return ids.map((i) => rows.find((r) => r.id === i) ?? new Error(`organization ${i} missing`));
        },
        { batch: false },
      ),
  );
  return loader.load(id);
}

/** Currencies of the request's organization by id, batched. */
export function currencyLoader(ctx: SubgraphContext): DataLoader<string, CurrencyRow | null> {
  // An organization has a handful of currencies: all of them in one statement.
  return recordLoader(ctx, 'core.currency', async () => {
    const rows = await ctx.db
      .select()
      .from(currencies)
      .where(inOrg(currencies, organizationOf(ctx)));
    return new Map(rows.map((r) => [r.id, r]));
  });
}
