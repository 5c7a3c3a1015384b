import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { directTaxResolvers } from './resolvers/direct-taxes.ts';
import { registerResolvers } from './resolvers/registers.ts';
import { taxResolvers } from './resolvers/taxes.ts';
import './references.ts';

/** Enterprise accounting (/erp/v3): taxes and tax groups, direct-tax settings, account registers. */
export function buildErpSchema(): GraphQLSchema {
  return buildModuleSchema('erp', [{ resolvers: taxResolvers }, { resolvers: directTaxResolvers }, { resolvers: registerResolvers }]);
}
