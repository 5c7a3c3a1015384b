import { createHash } from 'node:crypto';
import type { LimitRefusal } from '../guard/query-limits.ts';

/** How many live subscriptions may be open at once (README "Limits", gateway/live/README.md "Connections"). */
export interface LiveCapsOptions {
  /** On one graphql-ws socket (`LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET`, default 100). */
  perSocket?: number;
  /** Of one access token, over every socket and SSE stream of this process (`LIVE_MAX_SUBSCRIPTIONS_PER_TOKEN`, default 500). */
  perToken?: number;
}

export const LIVE_CAP_DEFAULTS = { perSocket: 100, perToken: 500 } as const;

export function liveCapsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveCapsOptions {
  const number = (name: string) => (env[name] !== undefined && env[name] !== '' ? Number(env[name]) : undefined);
  return { perSocket: number('LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET'), perToken: number('LIVE_MAX_SUBSCRIPTIONS_PER_TOKEN') };
}

/**
 * The open subscriptions counted per socket and per token. `take` is synchronous, so concurrent
 * subscribe messages cannot both pass the last free place; each place taken is given back once
 * by the release it returns (the subscription's end, or its failure to start).
 */
export class LiveCaps {
  readonly perSocket: number;
  readonly perToken: number;
  private readonly byToken = new Map<string, number>();
  private readonly bySocket = new WeakMap<object, number>();

  constructor(options: LiveCapsOptions = {}) {
    this.perSocket = options.perSocket ?? LIVE_CAP_DEFAULTS.perSocket;
    this.perToken = options.perToken ?? LIVE_CAP_DEFAULTS.perToken;
  }

  /** A place for one more subscription of `token` (on `socket`, for graphql-ws), or the limit it would break. */
  take(token: string | undefined, socket: object | undefined): { release: () => void } | { refusal: LimitRefusal } {
    const key = createHash('sha256')
      .update(token ?? '')
      .digest('hex')
      .slice(0, 32);
    const onToken = this.byToken.get(key) ?? 0;
    const onSocket = socket ? (this.bySocket.get(socket) ?? 0) : 0;
    if (socket && onSocket >= this.perSocket) return { refusal: capRefusal('subscriptionsPerSocket', this.perSocket, 'on this socket') };
    if (onToken >= this.perToken) return { refusal: capRefusal('subscriptionsPerToken', this.perToken, 'for this access token') };
    this.byToken.set(key, onToken + 1);
    if (socket) this.bySocket.set(socket, onSocket + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.byToken.get(key) ?? 1) - 1;
        if (left > 0) this.byToken.set(key, left);
        else this.byToken.delete(key);
        if (socket) this.bySocket.set(socket, Math.max(0, (this.bySocket.get(socket) ?? 1) - 1));
      },
    };
  }

  /** Subscriptions open now under a token (tests, the operator). */
  openFor(token: string): number {
    return this.byToken.get(createHash('sha256').update(token).digest('hex').slice(0, 32)) ?? 0;
  }
}

function capRefusal(limit: string, maximum: number, where: string): LimitRefusal {
  return {
    code: 'LIMIT_EXCEEDED',
    message: `At most ${maximum} live subscriptions may be open at once ${where}; complete one before starting another (README "Limits").`,
    limit,
    maximum,
    measured: maximum + 1,
  };
}
