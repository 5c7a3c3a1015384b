import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import type { Database } from '../drizzle/client.ts';
import { type SubgraphContext, createContext } from '../subgraphs/core/context.ts';
import type { SubgraphName } from '../subgraphs/core/subgraph.ts';
import { SUBGRAPH_BUILDERS } from '../subgraphs/index.ts';
import { identityFromHeaders } from './internal-identity.ts';

/**
 * One subgraph as its own HTTP service (distributed mode). Only the gateway may call it: a
 * request must carry an identity signed with the installation's shared secret.
 */
export async function startSubgraphServer(options: { name: SubgraphName; database: Database; port: number; host?: string; secret: string }) {
  const schema = SUBGRAPH_BUILDERS[options.name]();
  const server = new ApolloServer<SubgraphContext>({ schema, includeStacktraceInErrorResponses: false, introspection: false });
  await server.start();
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok', subgraph: options.name }));
  await app.register(fastifyApollo(server), {
    context: async (request) => {
      const identity = identityFromHeaders(request.headers, options.secret);
      if (!identity) throw new GraphQLError('Subgraphs answer only the gateway: unsigned or invalid identity.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
      return createContext(options.database, identity);
    },
  });
  const url = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    url: `${url}/graphql`,
    async stop() {
      await app.close();
      await server.stop();
    },
  };
}
