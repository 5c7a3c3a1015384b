import { describe, expect, it } from 'vitest';
import { composeSupergraph, readSupergraph } from '../gateway/compose.ts';

describe('the contract', () => {
  it('commits the supergraph composed from the subgraph SDLs (run `npm run compose` when this fails)', () => {
    expect(readSupergraph()).toBe(composeSupergraph());
  });
});
