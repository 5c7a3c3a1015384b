/**
 * The REST wire: each module's routes (gateway/rest/routes, run by the REST engine as fixed
 * GraphQL operations), a 405 for every method a known path does not take, and the OpenAPI
 * documents of each prefix (/docs).
 */
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../subgraphs/core/platform/blobs.ts';
import type { FileRenderer } from '../../subgraphs/core/platform/modules.ts';
import { registerDocs } from '../rest/docs.ts';
import { registerModule } from '../rest/engine.ts';
import { openApiDocument } from '../rest/openapi.ts';
import type { RestModule } from '../rest/route.ts';
import { wireOf } from '../rest/wires/index.ts';
import type { Callers } from './callers.ts';
import type { MethodNotAllowed } from './errors.ts';
import type { Graph } from './graph.ts';
import type { Idempotency } from '../guard/idempotency.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export function registerRest(
  fastify: FastifyInstance,
  parts: {
    modules: readonly RestModule[];
    graph: Graph;
    callers: Callers;
    blobs: () => BlobStore;
    renderers: ReadonlyMap<string, FileRenderer>;
    methodNotAllowed: MethodNotAllowed;
    idempotency?: Idempotency;
  },
): void {
  const { modules, graph, callers, methodNotAllowed } = parts;
  registerDocs(fastify, [...new Set(modules.map((m) => m.prefix))], (server) => openApiDocument(modules, graph.info, server));
  for (const module of modules) {
    registerModule(fastify, module, {
      ...graph.info,
      execute: graph.execute,
      identify: callers.identify,
      identifyBy: callers.identifyBy,
      authenticates: callers.authenticates,
      identifySole: callers.identifySole,
      rootScopes: graph.rootScopes,
      blobs: parts.blobs,
      renderers: parts.renderers,
      idempotency: parts.idempotency,
    });
    // A known path asked with a method it does not take is 405, not 404.
    const byUrl = new Map<string, Set<string>>();
    for (const route of module.routes) {
      const path = module.prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
      byUrl.set(path, (byUrl.get(path) ?? new Set()).add(route.method));
    }
    for (const [path, methods] of byUrl) {
      const allow = [...methods].join(', ');
      fastify.route({
        method: METHODS.filter((m) => !methods.has(m)),
        url: path,
        config: { allow, wire: wireOf(module).name },
        handler: async (request, reply) => methodNotAllowed(request, reply, allow),
      });
    }
  }
}
