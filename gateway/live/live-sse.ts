import type { FastifyInstance } from 'fastify';
import type { OperationArgs, Response as SseResponse } from 'graphql-sse';
import { createHandler } from 'graphql-sse/lib/use/fastify';
import { randomUUID } from 'node:crypto';
import { ERRORS, KontorError, errorInfo } from '../../subgraphs/core/values/errors.ts';
import type { LiveEngine } from './live-engine.ts';
import type { Identify } from './live-server.ts';

/** A refusal in the response's body as HTTP GraphQL gives it: `{errors: [{message, extensions: {code, errorCode}}]}`. */
function refused(status: number, statusText: string, errors: readonly { message: string; extensions?: Record<string, unknown> }[]): SseResponse {
  return [
    JSON.stringify({ errors: errors.map((e) => ({ message: e.message, extensions: e.extensions })) }),
    { status, statusText, headers: { 'content-type': 'application/json; charset=utf-8' } },
  ];
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' };

/**
 * GraphQL over Server-Sent Events (graphql-sse, its "distinct connections" mode) at
 * `/graphql/stream`: the same live fields for clients behind proxies that drop WebSockets.
 * A request carries the token in `Authorization` and the organization in `X-Organization-Id`,
 * as on /graphql; the stream ends when the client disconnects, releasing its subscription.
 */
export function registerLiveStreams(fastify: FastifyInstance, engine: LiveEngine, identify: Identify): void {
  const handler = createHandler({
    // Every request is a stream of its own: no reservation tokens ("single connection mode").
    authenticate: () => null as unknown as string,
    onSubscribe: async (request, params) => {
      let identity: Awaited<ReturnType<Identify>>;
      try {
        const organizationId = request.headers.get('x-organization-id') ?? undefined;
        if (!organizationId) {
          const error = new KontorError('ORGANIZATION_REQUIRED', 'A live stream needs its organization: send its id in the X-Organization-Id header.');
          return refused(400, 'Bad Request', [error]);
        }
        identity = await identify(request.headers.get('authorization') ?? undefined, organizationId);
      } catch (error) {
        if (!(error instanceof KontorError)) throw error;
        const status = ERRORS[error.extensions.code as keyof typeof ERRORS].status;
        return refused(status, STATUS_TEXT[status] ?? 'Bad Request', [error]);
      }
      // The same guard as /graphql and graphql-ws: counted, limits, literals and variables, scope, the per-token cap.
      const prepared = await engine.prepare(
        { query: params.query, operationName: params.operationName, variables: params.variables as Record<string, unknown> | undefined },
        { ...identity, requestId: randomUUID() },
        { authorization: request.headers.get('authorization') ?? undefined },
      );
      if (Array.isArray(prepared)) {
        const status = Math.max(...prepared.map((e) => errorInfo(e.extensions?.code)?.status ?? 400));
        return refused(status, STATUS_TEXT[status] ?? 'Bad Request', prepared);
      }
      // The identity rides in contextValue, where graphql-sse's own type expects none.
      return prepared as unknown as OperationArgs;
    },
    execute: (args) => engine.once(args),
    subscribe: (args) => engine.subscribe(args),
  });
  fastify.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/graphql/stream',
    handler: async (request, reply) => {
      await handler(request, reply);
    },
  });
}
