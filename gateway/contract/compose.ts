import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUBGRAPHS, subgraphSdl } from '../../subgraphs/core/platform/subgraph.ts';

export const SUPERGRAPH_PATH = fileURLToPath(new URL('../../schema/supergraph.graphql', import.meta.url));

/** In-process subgraphs need a URL only as a name; distributed mode replaces it. */
export const localUrl = (name: string) => `local://${name}`;

/** Composes the subgraph SDLs into the supergraph SDL the gateway boots from. */
export function composeSupergraph(): string {
  const result = composeServices(SUBGRAPHS.map((name) => ({ name, url: localUrl(name), typeDefs: parse(subgraphSdl(name)) })));
  if (result.errors?.length) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  }
  return result.supergraphSdl!;
}

export function readSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, 'utf8');
}
