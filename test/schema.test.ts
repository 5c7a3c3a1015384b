import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateResolverTypes, generatedTypesPath } from '../gateway/contract/codegen.ts';
import { composeSupergraph, readSupergraph } from '../gateway/contract/compose.ts';
import { SUBGRAPHS } from '../subgraphs/core/platform/subgraph.ts';

// When one of these fails, run `npm run compose` and commit what it writes.
describe('the contract', () => {
  it('commits the supergraph composed from the subgraph SDLs', () => {
    expect(readSupergraph()).toBe(composeSupergraph());
  });

  it.each(SUBGRAPHS)('commits the resolver types generated from schema/%s.graphql', async (name) => {
    expect(readFileSync(generatedTypesPath(name), 'utf8')).toBe(await generateResolverTypes(name));
  });
});
