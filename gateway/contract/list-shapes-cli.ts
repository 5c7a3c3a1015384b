// `npm run compose` step three: writes the family's list entry keys and documented query parameters per list route (list-shapes.ts).
import { writeFileSync } from 'node:fs';
import { REST_MODULES } from '../rest/routes/index.ts';
import { readSupergraph } from './compose.ts';
import { LIST_PARAMS_PATH, LIST_SHAPES_PATH, listParamsJson, listShapesJson } from './list-shapes.ts';
import { schemaInfo } from './schema-info.ts';

writeFileSync(LIST_SHAPES_PATH, listShapesJson(REST_MODULES, schemaInfo(readSupergraph()).schema));
console.log(`wrote ${LIST_SHAPES_PATH}`);
writeFileSync(LIST_PARAMS_PATH, listParamsJson(REST_MODULES));
console.log(`wrote ${LIST_PARAMS_PATH}`);
