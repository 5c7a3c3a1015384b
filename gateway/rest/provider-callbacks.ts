/**
 * Delivery receipts of the voice/SMS/WhatsApp provider, and email feedback
 * (subgraphs/messaging/README.md, "Status callbacks"): `POST /v1.1/providers/{channel}/status`.
 * No OAuth token: the receipt is signed with the organization's callback secret over the raw
 * body, so the route reads the body as it arrived (app.ts keeps it for this path). Answers are
 * the messaging family's wire (gateway/rest/cpaas.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../drizzle/client.ts';
import { KontorError, type ErrorName, errorInfo } from '../../subgraphs/core/values/errors.ts';
import type { Clock } from '../../subgraphs/core/values/clock.ts';
import { SIGNATURE_HEADER, receiveStatus } from '../../subgraphs/messaging/api.ts';
import { cpaasFailure, cpaasSuccess } from './cpaas.ts';
import { failure } from './envelope.ts';

export function registerProviderCallbacks(app: FastifyInstance, database: Database, clock: () => Clock): void {
  app.post<{ Params: { channel: string } }>('/v1.1/providers/:channel/status', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    // The body as it arrived (gateway/app/bodies.ts keeps it): the signature is over it.
    const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
    const header = request.headers[SIGNATURE_HEADER];
    try {
      const outcome = await receiveStatus(database, request.params.channel, raw, typeof header === 'string' ? header : undefined, clock().now());
      return reply.code(200).send(cpaasSuccess({ message_id: outcome.messageId, status: outcome.status, recorded: outcome.recorded }));
    } catch (error) {
      if (!(error instanceof KontorError)) throw error;
      const name = error.extensions.code as ErrorName;
      const field = error.extensions.field as (string | number)[] | undefined;
      const shaped = cpaasFailure(failure(errorInfo(name) ? name : 'INTERNAL', error.message), request.id, field?.join('.'));
      return reply.code(shaped.status).send(shaped.body);
    }
  });
}
