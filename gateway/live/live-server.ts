import type { FastifyInstance } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { type ErrorName, KontorError } from '../../subgraphs/core/values/errors.ts';
import type { LiveCapsOptions } from './live-caps.ts';
import type { LiveEngine } from './live-engine.ts';

/** Close codes a graphql-ws client sees (the graphql-transport-ws protocol's own: 4400, 4401, 4403). */
export const LIVE_CLOSE = {
  /** No organization in connection_init. */
  BAD_REQUEST: 4400,
  /** No token, an unknown one, or one revoked or expired while the socket was open. */
  UNAUTHORIZED: 4401,
  /** The token's user is not (or no longer) an active member of the organization. */
  FORBIDDEN: 4403,
} as const;

export interface LiveOptions {
  /** Seconds between keep-alive pings; a socket that did not answer the previous one is dropped. Default 12. */
  keepAliveSeconds?: number;
  /** Seconds between checks that a connection's token is still live and its membership active. Default 30. */
  tokenCheckSeconds?: number;
  /** Open subscriptions per graphql-ws socket and per access token (live-caps.ts; by default from LIVE_MAX_SUBSCRIPTIONS_*, else 100 and 500). */
  caps?: LiveCapsOptions;
}

/** The largest graphql-ws message accepted, as /graphql's body limit (a document is at most 50,000 characters anyway). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * Who a connection is: `connection_init`'s payload carries the same token as HTTP
 * (`authorization: "Svc-oauthtoken …"` or `"Bearer …"`) and the organization
 * (`organizationId`, or `x-organization-id`), fixed for the connection's life.
 */
export type Identify = (authorization: string | undefined, organizationId: string | undefined) => Promise<Identity>;

interface Connection {
  identity?: Identity;
  authorization?: string;
  payload?: Record<string, unknown>;
  timer?: NodeJS.Timeout;
}

export function connectionParams(payload: Record<string, unknown> | undefined | null): { authorization?: string; organizationId?: string } {
  const read = (...names: string[]) => {
    for (const name of names) {
      const value = payload?.[name];
      if (typeof value === 'string' && value) return value;
    }
    return undefined;
  };
  return {
    authorization: read('authorization', 'Authorization'),
    organizationId: read('organizationId', 'organization_id', 'x-organization-id', 'X-Organization-Id'),
  };
}

/** The close code of a refused connection by its error's name (the protocol's codes, not the REST wire's); 4400 for the others. */
const CLOSE_CODES: Partial<Record<ErrorName, number>> = {
  UNAUTHENTICATED: LIVE_CLOSE.UNAUTHORIZED,
  FORBIDDEN: LIVE_CLOSE.FORBIDDEN,
  ORGANIZATION_ACCESS_DENIED: LIVE_CLOSE.FORBIDDEN,
};

/** A refusal as a close code and a reason (at most 123 bytes, the WebSocket limit). */
function refusal(error: unknown): { code: number; reason: string } {
  const name = error instanceof KontorError ? (error.extensions.code as ErrorName) : undefined;
  const code = (name && CLOSE_CODES[name]) ?? LIVE_CLOSE.BAD_REQUEST;
  const message = error instanceof Error ? error.message : String(error);
  return { code, reason: Buffer.from(message).subarray(0, 123).toString() };
}

/**
 * The graphql-ws server (graphql-transport-ws) at `/graphql` on the gateway's port: HTTP
 * requests to /graphql go to Apollo, upgrades to this. Returns a function closing every socket.
 */
export function registerLiveSockets(fastify: FastifyInstance, engine: LiveEngine, identify: Identify, options: LiveOptions = {}): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const tokenCheckMs = (options.tokenCheckSeconds ?? 30) * 1000;
  fastify.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  const connections = new WeakMap<object, Connection>();
  const state = (ctx: object): Connection => {
    let connection = connections.get(ctx);
    if (!connection) connections.set(ctx, (connection = {}));
    return connection;
  };

  const disposable = useServer<Record<string, unknown>>(
    {
      onConnect: async (ctx) => {
        const params = connectionParams(ctx.connectionParams);
        const socket = ctx.extra.socket as WebSocket;
        if (!params.organizationId) {
          socket.close(LIVE_CLOSE.BAD_REQUEST, 'connection_init must name the organization: organizationId');
          return false;
        }
        try {
          const connection = state(ctx);
          connection.identity = await identify(params.authorization, params.organizationId);
          connection.authorization = params.authorization;
          // A token revoked or expired (or a membership ended) closes the socket at the next check.
          connection.timer = setInterval(async () => {
            try {
              await identify(params.authorization, params.organizationId);
            } catch (error) {
              const { code, reason } = refusal(error);
              socket.close(code, reason);
            }
          }, tokenCheckMs);
          connection.timer.unref();
          return true;
        } catch (error) {
          const { code, reason } = refusal(error);
          socket.close(code, reason);
          return false;
        }
      },
      onClose: (ctx) => {
        const connection = connections.get(ctx);
        if (connection?.timer) clearInterval(connection.timer);
      },
      onSubscribe: (ctx, _id, payload) => {
        const connection = state(ctx);
        // Every operation on the socket is counted and guarded as a /graphql request is, and its subscriptions capped per socket and token.
        return engine.prepare(payload, { ...connection.identity!, requestId: randomUUID() }, { authorization: connection.authorization, socket: ctx });
      },
      execute: (args) => engine.once(args),
      subscribe: (args) => engine.subscribe(args),
    },
    wss,
    (options.keepAliveSeconds ?? 12) * 1000,
  );

  return async () => {
    for (const client of wss.clients) client.terminate();
    await disposable.dispose();
  };
}
