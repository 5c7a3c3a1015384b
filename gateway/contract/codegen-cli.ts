// `npm run compose` step two: writes each subgraph's generated resolver types.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SUBGRAPHS } from '../../subgraphs/core/request/subgraph.ts';
import { generateResolverTypes, generatedTypesPath } from './codegen.ts';

for (const name of SUBGRAPHS) {
  const path = generatedTypesPath(name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await generateResolverTypes(name));
}
console.log('wrote subgraphs/*/generated/graphql.ts');
