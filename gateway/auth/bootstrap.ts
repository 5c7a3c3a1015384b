import { eq } from 'drizzle-orm';
import type { Database } from '../../drizzle/client.ts';
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

/**
 * Creates (or finds) the user by email and gives it a new OAuth client and a refresh token with
 * full access. Running it again for the same email adds a client, never a second user.
 */
export async function bootstrap(database: Database, input: { email: string; name?: string; password?: string; redirectUris?: string[] }): Promise<BootstrapResult> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`not an email address: ${input.email}`);
  for (const uri of input.redirectUris ?? []) checkRedirectUri(uri);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return database.db.transaction(async (tx) => {
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
    const client = await createClient(tx, user!.id, `bootstrap ${new Date().toISOString()}`, input.redirectUris ?? []);
    const refresh = await issueToken(tx, 'refresh', { clientId: client.clientId, userId: user!.id, scope: FULL_ACCESS });
    return { client_id: client.clientId, client_secret: client.clientSecret, refresh_token: refresh.token, user_id: user!.id };
  });
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
