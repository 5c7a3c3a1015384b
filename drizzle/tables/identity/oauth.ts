import { index, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../columns.ts';

/** The accounts server's OAuth clients and tokens (gateway/auth). Only hashes are stored. */
export const accountsServer = pgSchema('accounts');

export const oauthClients = accountsServer.table('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
  userId: id('user_id').notNull(),
  redirectUris: text('redirect_uris').array().notNull().default([]),
  createdAt: createdAt(),
});

export const oauthTokens = accountsServer.table(
  'oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'access' | 'refresh' | 'code'>().notNull(),
    clientId: text('client_id').notNull(),
    userId: id('user_id').notNull(),
    scope: text('scope').notNull(),
    redirectUri: text('redirect_uri'),
    /** An authorization code's PKCE challenge (RFC 7636, S256): the exchange must show its verifier. */
    codeChallenge: text('code_challenge'),
    /** The refresh token an access token was minted from: revoking it revokes them too. */
    parentHash: text('parent_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_tokens_parent').on(t.parentHash)],
);
