import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { KontorError } from '../../subgraphs/core/values/errors.ts';

export interface RateLimitOptions {
  /** Requests per organization per minute (`RATE_LIMIT_PER_MINUTE`, default 1000); 0 switches request limits off. */
  perMinute?: number;
  /** Requests per access token per second (`RATE_LIMIT_BURST`, default 100). */
  burstPerSecond?: number;
  /** Counters shared by every process when set (`REDIS_URL`); in this process's memory otherwise. */
  redisUrl?: string;
  /** Key prefix in Redis (tests give each run its own). */
  prefix?: string;
  /** Failed sign-ins or client secrets per account before lockouts begin (default 5). */
  loginFailures?: number;
  /** Failed sign-ins or client secrets per address before lockouts begin (default 20). */
  addressFailures?: number;
}

export function rateLimitOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions {
  const number = (name: string) => (env[name] !== undefined && env[name] !== '' ? Number(env[name]) : undefined);
  return { perMinute: number('RATE_LIMIT_PER_MINUTE'), burstPerSecond: number('RATE_LIMIT_BURST'), redisUrl: env.REDIS_URL || undefined };
}

/** What a limited request is told in X-RateLimit-* (and Retry-After when refused). */
export interface RateState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  retryAfter?: number;
}

const LOCKOUT_CAP_SECONDS = 15 * 60;

/**
 * Request limits per organization and per token, and sign-in throttling, on
 * rate-limiter-flexible: in memory, or in Redis so that every replica counts against the same
 * limit. A store that fails lets the request through (insurance: a Redis outage must not take
 * the API down) and is logged by the caller.
 */
export class RateLimits {
  private readonly redis?: Redis;
  private readonly organization?: RateLimiterAbstract;
  private readonly token?: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;
  private readonly spent: RateLimiterAbstract;
  readonly perMinute: number;
  readonly burstPerSecond: number;
  private readonly loginFailures: number;
  private readonly addressFailures: number;

  constructor(options: RateLimitOptions = {}) {
    this.perMinute = options.perMinute ?? 1000;
    this.burstPerSecond = options.burstPerSecond ?? 100;
    this.loginFailures = options.loginFailures ?? 5;
    this.addressFailures = options.addressFailures ?? 20;
    const prefix = options.prefix ?? 'kontor';
    if (options.redisUrl) this.redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    const make = (keyPrefix: string, points: number, duration: number) =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `${prefix}:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    if (this.perMinute > 0) {
      this.organization = make('org', this.perMinute, 60);
      if (this.burstPerSecond > 0) this.token = make('token', this.burstPerSecond, 1);
    }
    this.failures = make('signin-failures', 1_000_000, LOCKOUT_CAP_SECONDS);
    this.lockouts = make('signin-lockout', 1, 1);
    this.spent = make('spent-once', 1, LOCKOUT_CAP_SECONDS);
  }

  /** Waits until Redis is reachable (start-up), so the first requests are counted. */
  async ready(): Promise<void> {
    if (this.redis && this.redis.status !== 'ready') await new Promise<void>((resolve, reject) => this.redis!.once('ready', resolve).once('error', reject));
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  /**
   * Counts one request of an authenticated caller. Throws RATE_LIMITED (429, code 44) with the
   * wait when the token's burst or the organization's minute is spent; returns the state of the
   * organization's budget (the token's when no organization is named).
   */
  async request(token: string, organizationId: string | undefined): Promise<RateState | undefined> {
    if (!this.organization) return undefined;
    const key = createHash('sha256').update(token).digest('hex').slice(0, 32);
    let state: RateState | undefined;
    if (this.token)
      state = await this.counted('token', consume(this.token, key, this.burstPerSecond, `${this.burstPerSecond} requests per second for this token`));
    if (organizationId)
      state = await this.counted(
        'organization',
        consume(this.organization, organizationId, this.perMinute, `${this.perMinute} requests per minute for this organization`),
      );
    return state;
  }

  /** Told of every refusal, by the limit spent (the metrics count them). */
  onRefused?: (limit: 'token' | 'organization' | 'sign-in') => void;

  private async counted<T>(limit: 'token' | 'organization', work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof KontorError) this.onRefused?.(limit);
      throw error;
    }
  }

  private keys(account: string, address: string): string[] {
    return [`account:${account.trim().toLowerCase()}`, `address:${address}`];
  }

  /** Seconds the account or the address must still wait before another attempt; 0 when it may try. */
  async lockedFor(account: string, address: string): Promise<number> {
    let wait = 0;
    for (const key of this.keys(account, address)) {
      const held = await this.lockouts.get(key);
      if (held && held.consumedPoints > 1) wait = Math.max(wait, Math.ceil(held.msBeforeNext / 1000));
    }
    if (wait > 0) this.onRefused?.('sign-in');
    return wait;
  }

  /**
   * Records a failed sign-in (or client secret): past the threshold each failure locks the
   * account (and, past its own threshold, the address) for twice as long as the last, from
   * 1 s up to 15 min. Unknown accounts count like known ones, so a lockout tells nothing.
   */
  async failed(account: string, address: string): Promise<void> {
    const [accountKey, addressKey] = this.keys(account, address);
    for (const [key, threshold] of [
      [accountKey, this.loginFailures],
      [addressKey, this.addressFailures],
    ] as const) {
      const counted = await this.failures.penalty(key, 1);
      const over = counted.consumedPoints - threshold;
      if (over >= 0) await this.lockouts.block(key, Math.min(LOCKOUT_CAP_SECONDS, 2 ** Math.min(over, 20)));
    }
  }

  /** True the first time a key is spent within `seconds`, false on every replay (consent tickets). */
  async spendOnce(key: string, seconds: number): Promise<boolean> {
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
    try {
      await this.spent.consume(digest, 1, { customDuration: seconds });
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async succeeded(account: string, address: string): Promise<void> {
    const [accountKey] = this.keys(account, address);
    await this.failures.delete(accountKey);
  }
}

async function consume(limiter: RateLimiterAbstract, key: string, limit: number, what: string): Promise<RateState> {
  try {
    return stateOf(await limiter.consume(key), limit);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new KontorError('RATE_LIMITED', `Rate limit exceeded: at most ${what}. Retry after ${retryAfter} s.`, {
      rateLimit: { limit, remaining: 0, reset: retryAfter, retryAfter } satisfies RateState,
    });
  }
}

function stateOf(result: RateLimiterRes, limit: number): RateState {
  return { limit, remaining: Math.max(0, result.remainingPoints), reset: Math.ceil(result.msBeforeNext / 1000) };
}
