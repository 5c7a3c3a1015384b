/** The probes a load balancer or orchestrator asks: /health (the process answers) and /ready (the graph is composed and its subgraphs answer). */
import type { FastifyInstance } from 'fastify';
import type { Graph } from './graph.ts';

export function registerProbes(fastify: FastifyInstance, graph: Graph): void {
  const ready = graph.ready;
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get('/ready', async (_request, reply) => ((await ready()) ? { status: 'ready' } : reply.code(503).send({ status: 'not ready' })));
}
