import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../drizzle/client.ts';
import { users } from '../../drizzle/tables/core/organizations.ts';
import { newId } from '../../subgraphs/core/values/ids.ts';
import { FULL_ACCESS } from '../../subgraphs/core/request/grants.ts';
import { findUserByEmail } from '../../subgraphs/core/request/tenancy.ts';
import { hashPassword } from './passwords.ts';
import { createClient, issueToken } from './tokens.ts';

export interface BootstrapResult {
  client_id: string;
  client_secret: string;
  refresh_token: string;
  user_id: string;
}

interface BootstrapInput {
  email: string;
  name?: string;
  password?: string;
  redirectUris?: string[];
}

/**
 * Creates (or finds) the user by email and gives it a new OAuth client and a refresh token with
 * full access. Running it again for the same email adds a client, never a second user.
 */
export async function bootstrap(database: Database, input: BootstrapInput | CheckedInput): Promise<BootstrapResult> {
  const checked = 'passwordHash' in input ? input : await checkedInput(input);
  return database.db.transaction((tx) => grant(tx, checked));
}

/**
 * The input validated, with the password hashed before any transaction waits on it: `kontor
 * bootstrap` checks it before it opens the database.
 */
export async function checkedInput(input: BootstrapInput) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`not an email address: ${input.email}`);
  for (const uri of input.redirectUris ?? []) checkRedirectUri(uri);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return { email, name: input.name, passwordHash, redirectUris: input.redirectUris ?? [] };
}

export type CheckedInput = Awaited<ReturnType<typeof checkedInput>>;

async function grant(tx: Tx, input: CheckedInput): Promise<BootstrapResult> {
  const { email, passwordHash } = input;
  let user = await findUserByEmail(tx, email);
  if (!user) {
    [user] = await tx
      .insert(users)
      .values({ id: newId(), email, name: input.name ?? email.split('@')[0], passwordHash: passwordHash ?? null })
      .onConflictDoNothing()
      .returning();
    user ??= await findUserByEmail(tx, email);
  } else if (passwordHash) {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const client = await createClient(tx, user!.id, `bootstrap ${new Date().toISOString()}`, input.redirectUris);
  const refresh = await issueToken(tx, 'refresh', { clientId: client.clientId, userId: user!.id, scope: FULL_ACCESS });
  return { client_id: client.clientId, client_secret: client.clientSecret, refresh_token: refresh.token, user_id: user!.id };
}

/**
 * The first user of an empty platform: bootstraps it when no user exists yet, otherwise does
 * nothing and answers undefined. The emptiness check and the creation share a transaction
 * holding a lock on the users table, so two servers starting together make one user.
 */
export async function bootstrapFirstUser(database: Database, input: { email: string; password: string }): Promise<BootstrapResult | undefined> {
  if (await anyUser(database.db)) return undefined;
  const checked = await checkedInput(input);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    return (await anyUser(tx)) ? undefined : grant(tx, checked);
  });
}

async function anyUser(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** RFC 6749 §3.1.2: an absolute http(s) URI without a fragment. */
function checkRedirectUri(uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error(`not an absolute URL: ${uri}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`a redirect URI must be http or https: ${uri}`);
  if (url.hash || uri.includes('#')) throw new Error(`a redirect URI must not have a fragment: ${uri}`);
}
