import { LRUCache } from 'lru-cache';
import type { Database } from '../../drizzle/client.ts';
import { ACCESS_CHANNEL, type Membership, membershipOf } from '../../subgraphs/core/request/tenancy.ts';
import { type TokenRow, findLiveHash, hashToken } from './tokens.ts';

/** How long a checked token or membership is answered from memory: the bound on staleness if a revocation notice is lost. */
const KEEP_MS = 10_000;
/** Entries kept per kind; the least recently used go first. */
const MAX_ENTRIES = 20_000;

/**
 * The two reads every request starts with — is the access token live, is its user an active
 * member of the organization — answered from memory for a few seconds after a request made
 * them, so a client's next requests skip two statements.
 *
 * Changes stay immediate. Triggers announce every change to a token, a membership or a user's
 * name on `kontor_access` when it commits, whoever makes it, and every gateway process LISTENs
 * and forgets what changed when it hears it. The process that revokes a token also forgets all
 * tokens before it answers (`forgetTokens`), so that its own next request cannot precede the
 * notice; a service that changes memberships echoes the notice in its process (`Database.echo`)
 * for the same reason. A read that began before a forgetting is not kept (`generation`). Nothing is kept
 * before the LISTEN is in place, and everything is forgotten each time postgres.js puts it back
 * after a dropped connection, since notices sent meanwhile are lost (what was kept until then
 * lives at most `KEEP_MS`). Only what was found live or active is kept: an unknown token or a
 * refused membership is read from the database every time.
 */
export class AccessCache {
  private readonly tokens = new LRUCache<string, TokenRow>({ max: MAX_ENTRIES, ttl: KEEP_MS });
  private readonly memberships = new LRUCache<string, Membership>({ max: MAX_ENTRIES, ttl: KEEP_MS });
  /** Advanced by every forgetting: a read begun in an earlier generation is not kept. */
  private generation = 0;
  private listening = false;
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      ACCESS_CHANNEL,
      (notice) => this.heard(notice),
      () => {
        this.forgetTokens();
        this.forgetMemberships();
        this.listening = true;
      },
    );
  }

  async stop(): Promise<void> {
    this.listening = false;
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** The live access token, or undefined. */
  async liveToken(token: string): Promise<TokenRow | undefined> {
    const hash = hashToken(token);
    // An entry lives no longer than its token (its ttl, below).
    const kept = this.tokens.get(hash);
    if (kept) return kept;
    const generation = this.generation;
    const row = await findLiveHash(this.database.db, 'access', hash);
    if (row && this.keeps(generation)) {
      const left = row.expiresAt ? row.expiresAt.getTime() - Date.now() : KEEP_MS;
      if (left > 0) this.tokens.set(hash, row, { ttl: Math.min(KEEP_MS, left) });
    }
    return row;
  }

  /** The user's membership of the organization, or undefined; only an active one is kept. */
  async membership(organizationId: string, userId: string): Promise<Membership | undefined> {
    const key = `${organizationId}:${userId}`;
    const kept = this.memberships.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const found = await membershipOf(this.database.db, organizationId, userId);
    if (found?.status === 'active' && this.keeps(generation)) this.memberships.set(key, found);
    return found;
  }

  /** After this process revoked tokens: none is answered from memory until read again. */
  forgetTokens(): void {
    this.generation += 1;
    this.tokens.clear();
  }

  forgetMemberships(): void {
    this.generation += 1;
    this.memberships.clear();
  }

  private heard(notice: string): void {
    if (notice.startsWith('token ')) {
      this.generation += 1;
      this.tokens.delete(notice.slice('token '.length));
    } else if (notice === 'tokens') this.forgetTokens();
    else if (notice === 'memberships') this.forgetMemberships();
  }

  private keeps(generation: number): boolean {
    return this.listening && generation === this.generation;
  }
}
