/**
 * The modules' raw routes (ModuleDescriptor.rawRoutes: messaging's tracking links and provider
 * callbacks), mounted as their descriptors declare them. No OAuth token: what a request carries
 * is its proof, which the module checks. A result and a refusal (a KontorError thrown) are
 * answered in the route's wire, anything else as the module says.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDescriptor, RawAnswer } from '../../subgraphs/core/platform/modules.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { refusalOfError } from '../rest/envelope.ts';
import { wireNamed } from '../rest/wires/index.ts';

export function registerRawRoutes(fastify: FastifyInstance, modules: readonly ModuleDescriptor[], runtime: Runtime): void {
  for (const route of modules.flatMap((module) => module.rawRoutes ?? [])) {
    const wire = wireNamed(route.wire);
    fastify.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      // Errors raised before the handler (a body too large, not JSON) are shaped in the route's wire.
      config: route.wire ? { wire: wire.name } : {},
      handler: async (request, reply) => {
        let answer: RawAnswer;
        try {
          // The body as it arrived (gateway/app/bodies.ts keeps it): a signature is over it.
          const rawBody = (request as unknown as { rawBody?: string }).rawBody ?? '';
          answer = await route.handle({ params: request.params as Record<string, string>, headers: request.headers, rawBody }, runtime);
        } catch (error) {
          if (!(error instanceof KontorError)) throw error;
          const refused = refusalOfError(wire, error, request.id);
          return reply.code(refused.status).send(refused.body);
        }
        if ('result' in answer) return reply.code(200).send(wire.success('success', answer.result));
        reply.code(answer.status);
        if (answer.headers) reply.headers(answer.headers);
        if (answer.type) reply.type(answer.type);
        return reply.send(answer.body);
      },
    });
  }
}
