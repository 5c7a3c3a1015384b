/**
 * The gateways a user could put in front of Kontor's subgraph processes instead of Kontor's own,
 * for the throughput benchmark (run.ts, `--resource peers`). Each serves /graphql over HTTP in
 * the benchmark's gateway thread, in front of the same subgraph HTTP endpoints as Kontor's
 * distributed gateway, and forwards the caller's identity headers (x-kontor-identity and its
 * signature, which the client sends) to every subgraph request:
 *
 * - "Apollo default": @apollo/gateway with IntrospectAndCompose over HTTP, in Apollo Server's
 *   standalone server with its defaults (the identity forwarded in willSendRequest, the one
 *   documented way to propagate headers).
 * - "Hive Gateway": @graphql-hive/gateway-runtime's createGatewayRuntime fed the supergraph SDL,
 *   headers propagated per request, deduplication of in-flight subgraph requests off.
 * - "Hive Router": the same runtime with @graphql-hive/router-runtime's unifiedGraphHandler (the
 *   Rust query planner).
 *
 * A peer that cannot start here is reported with the reason instead of measured.
 *
 * The Hive packages are not among Kontor's dependencies (their dependencies ask for Node 22 and
 * would make every `npm install` on Node 20 warn): the first run of the peers installs them into
 * `.bench-peers/` (git-ignored) at the versions below, and later runs load them from there.
 */
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { ApolloGateway, IntrospectAndCompose, RemoteGraphQLDataSource } from '@apollo/gateway';
import { execFileSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER, SIGNATURE_HEADER, identityHeaders } from '../../gateway/process/internal-identity.ts';

export type PeerName = 'Apollo default' | 'Hive Gateway' | 'Hive Router';

export interface Peer {
  name: PeerName;
  /** /graphql of the peer, or why it does not run here. */
  url?: string;
  unavailable?: string;
  stop(): Promise<void>;
}

/** The supergraph with the subgraphs' real URLs in place of Kontor's local:// ones. */
export function supergraphWithUrls(sdl: string, urls: Record<string, string>): string {
  return sdl.replace(/@join__graph\(name: "([a-z]+)", url: "[^"]*"\)/g, (_m, name: string) => {
    if (!urls[name]) throw new Error(`no URL for subgraph ${name}`);
    return `@join__graph(name: "${name}", url: "${urls[name]}")`;
  });
}

const IDENTITY = [IDENTITY_HEADER, SIGNATURE_HEADER] as const;

/** Forwards the client's identity headers; signs one of its own only to load the subgraphs' SDL (no client then). */
class ForwardingDataSource extends RemoteGraphQLDataSource<{ headers?: Record<string, string | string[] | undefined> }> {
  constructor(
    url: string,
    private readonly secret: string,
  ) {
    super({ url });
  }

  override willSendRequest(options: Parameters<NonNullable<RemoteGraphQLDataSource['willSendRequest']>>[0]): void {
    const headers = ('context' in options ? (options.context as { headers?: Record<string, unknown> })?.headers : undefined) ?? undefined;
    if (headers?.[IDENTITY_HEADER]) {
      for (const name of IDENTITY) options.request.http?.headers.set(name, String(headers[name]));
      return;
    }
    for (const [name, value] of Object.entries(identityHeaders({ userId: '0', scopes: [], requestId: 'compose' }, this.secret)))
      options.request.http?.headers.set(name, value);
  }
}

async function apolloDefault(urls: Record<string, string>, secret: string): Promise<Peer> {
  const gateway = new ApolloGateway({
    supergraphSdl: new IntrospectAndCompose({ subgraphs: Object.entries(urls).map(([name, url]) => ({ name, url })) }),
    buildService: ({ url }) => new ForwardingDataSource(url!, secret),
  });
  const server = new ApolloServer({ gateway, stopOnTerminationSignals: false });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' }, context: async ({ req }) => ({ headers: req.headers }) });
  return { name: 'Apollo default', url: new URL('/graphql', url).toString(), stop: () => server.stop() };
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// Imported by a name TypeScript does not follow: their types pull in the DOM library, which
// would change Buffer/Blob typing for the whole program.
/** The peers' packages, installed on demand (see the header). */
const PEER_PACKAGES = ['@graphql-hive/gateway-runtime@2.12.1', '@graphql-hive/router-runtime@1.4.23'];
const PEERS_DIR = fileURLToPath(new URL('../../.bench-peers/', import.meta.url));

async function load(specifier: string) {
  const require = createRequire(`${PEERS_DIR}package.json`);
  let path: string;
  try {
    path = require.resolve(specifier);
  } catch {
    mkdirSync(PEERS_DIR, { recursive: true });
    execFileSync('npm', ['install', '--prefix', PEERS_DIR, '--no-save', '--no-audit', '--no-fund', ...PEER_PACKAGES], { stdio: 'inherit' });
    path = require.resolve(specifier);
  }
  return import(pathToFileURL(path).href);
}

async function hive(name: 'Hive Gateway' | 'Hive Router', supergraph: string): Promise<Peer> {
  const { createGatewayRuntime } = await load('@graphql-hive/gateway-runtime');
  // Hive's subgraph fetches add an abort listener each to one signal: more than Node's warning
  // threshold of 10 with 10 connections, which is load, not a leak.
  setMaxListeners(100);
  const router = name === 'Hive Router' ? await load('@graphql-hive/router-runtime') : undefined;
  const runtime = createGatewayRuntime({
    supergraph,
    ...(router ? { unifiedGraphHandler: router.unifiedGraphHandler } : {}),
    // Identity per request: what the client sent goes to every subgraph request it causes.
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }: { request: Request }) => Object.fromEntries(IDENTITY.map((h) => [h, request.headers.get(h)])),
    },
    // Off: identical in-flight subgraph requests of different callers must not share an answer.
    transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } },
    logging: false,
    graphiql: false,
    landingPage: false,
  });
  const server = await listen(runtime as never);
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}/graphql`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.dispose();
    },
  };
}

/** Every peer, each started or with the reason it could not be. */
export async function startPeers(supergraphSdl: string, urls: Record<string, string>, secret: string): Promise<Peer[]> {
  const supergraph = supergraphWithUrls(supergraphSdl, urls);
  const attempts: [PeerName, () => Promise<Peer>][] = [
    ['Apollo default', () => apolloDefault(urls, secret)],
    ['Hive Gateway', () => hive('Hive Gateway', supergraph)],
    ['Hive Router', () => hive('Hive Router', supergraph)],
  ];
  const peers: Peer[] = [];
  for (const [name, start] of attempts) {
    try {
      peers.push(await start());
    } catch (error) {
      peers.push({ name, unavailable: `did not start on Node ${process.version}: ${(error as Error).message.split('\n')[0]}`, stop: async () => {} });
    }
  }
  return peers;
}
