import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveSdl } from '../../subgraphs/core/platform/modules.ts';
import { SUBGRAPHS, type SubgraphName, subgraphSdl } from '../../subgraphs/core/request/subgraph.ts';
import { MODULES } from '../../subgraphs/index.ts';

export const SUPERGRAPH_PATH = fileURLToPath(new URL('../../schema/supergraph.graphql', import.meta.url));

/** In-process subgraphs need a URL only as a name; distributed mode replaces it. */
export const localUrl = (name: string) => `local://${name}`;

/**
 * A subgraph's SDL as composed: its schema files and the `Subscription` fields its module
 * declares as live fields (the gateway serves them: gateway/live/README.md). A subgraph never
 * resolves them, so they are in the supergraph only, not in the subgraph's running schema.
 */
export function composedSdl(name: SubgraphName): string {
  const live = liveSdl(MODULES.find((module) => module.name === name)?.live ?? []);
  return live ? `${subgraphSdl(name)}\n${live}` : subgraphSdl(name);
}

/** Composes the subgraph SDLs and live fields into the supergraph SDL the gateway boots from. */
export function composeSupergraph(): string {
  const result = composeServices(SUBGRAPHS.map((name) => ({ name, url: localUrl(name), typeDefs: parse(composedSdl(name)) })));
  if (result.errors?.length) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  }
  return result.supergraphSdl!;
}

export function readSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, 'utf8');
}
