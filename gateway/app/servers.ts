/**
 * The modules' servers beside HTTP (ModuleDescriptor.servers: messaging's SMTP submission
 * server), those the options name: checked before anything starts, so a misspelt name fails
 * the start at once, and started once HTTP listens, as they lend the door's throttle.
 */
import type { ModuleDescriptor, ModuleServer, ServerDoor } from '../../subgraphs/core/platform/modules.ts';
import { serversOf } from '../../subgraphs/core/platform/modules.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';

export interface ModuleServers {
  start(runtime: Runtime, door: ServerDoor): Promise<void>;
  /** Closes them, the last started first. */
  close(): Promise<void>;
}

/** The servers `wanted` names (server name → its options), each found among the modules' declared ones. */
export function chooseServers(modules: readonly ModuleDescriptor[], wanted: Readonly<Record<string, unknown>> = {}): ModuleServers {
  const declared = serversOf(modules);
  const chosen: { server: ModuleServer; options: unknown }[] = Object.entries(wanted).map(([name, options]) => {
    const server = declared.get(name);
    if (!server) throw new Error(`no module declares the server ${name} (declared: ${[...declared.keys()].join(', ') || 'none'})`);
    return { server, options };
  });
  let running: { close(): Promise<void> }[] = [];
  return {
    async start(runtime, door) {
      for (const { server, options } of chosen) running.push(await server.start(runtime, options, door));
    },
    async close() {
      for (const server of running.reverse()) await server.close();
      running = [];
    },
  };
}
