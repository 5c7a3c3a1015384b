import { writeFileSync } from 'node:fs';
import { SUPERGRAPH_PATH, composeSupergraph } from './compose.ts';

writeFileSync(SUPERGRAPH_PATH, composeSupergraph());
console.log(`wrote ${SUPERGRAPH_PATH}`);
