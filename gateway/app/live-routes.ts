/** Live subscriptions: one LISTEN for the process (the hub), graphql-ws on /graphql, SSE on /graphql/stream. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../drizzle/client.ts';
import type { LiveField } from '../../subgraphs/core/platform/modules.ts';
import { EventHub } from '../live/live-hub.ts';
import { LiveCaps, liveCapsFromEnv } from '../live/live-caps.ts';
import { LiveEngine } from '../live/live-engine.ts';
import { type LiveOptions, registerLiveSockets } from '../live/live-server.ts';
import { registerLiveStreams } from '../live/live-sse.ts';
import type { Callers } from './callers.ts';
import type { Graph } from './graph.ts';

export interface Live {
  hub: EventHub;
  /** Closes the sockets (streams close with the server; the hub stops after it). */
  closeSockets(): Promise<void>;
}

export async function registerLive(
  fastify: FastifyInstance,
  parts: { database: Database; graph: Graph; fields: ReadonlyMap<string, LiveField>; callers: Callers; options?: LiveOptions },
): Promise<Live> {
  const hub = new EventHub(parts.database);
  await hub.start((error) => fastify.log.error({ err: error }, 'live event listener failed'));
  const engine = new LiveEngine(
    parts.graph.info.schema,
    parts.fields,
    hub,
    (query, variables, identity) => parts.graph.execute(query, variables, identity) as never,
    // The guard /graphql applies (gateway/guard/query-limits.ts), the rate limits, and the caps on open subscriptions.
    { guarded: parts.graph.guarded, caps: new LiveCaps({ ...liveCapsFromEnv(), ...parts.options?.caps }), count: parts.callers.countLive },
  );
  const closeSockets = registerLiveSockets(fastify, engine, parts.callers.identifyLive, parts.options);
  registerLiveStreams(fastify, engine, parts.callers.identifyLive);
  return { hub, closeSockets };
}
