/**
 * The HTTP server every step registers on: request ids (X-Request-Id, quoted by the log and by
 * code 1000), the 1 MB body limit, and the log, with OAuth's query-string secrets kept out of it.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { redactUrl } from '../auth/oauth.ts';
import { loggerSettings } from '../guard/log-safety.ts';

/** Log with pino (to stdout, or to the stream given: tests read it), or not at all. */
export type LogOption = boolean | { stream: NodeJS.WritableStream };

export function createHttp(logger: LogOption | undefined): FastifyInstance {
  return Fastify({
    logger: logger
      ? loggerSettings(process.env.LOG_LEVEL ?? 'info', {
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          // OAuth lets clients put secrets in the query string; they must not reach the log.
          serializers: {
            req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
          },
        })
      : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });
}
