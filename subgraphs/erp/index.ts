import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { directTaxResolvers } from './taxes/direct-tax-resolvers.ts';
import { registerResolvers } from './registers/register-resolvers.ts';
import { taxResolvers } from './taxes/tax-resolvers.ts';
import './references.ts';

/** Enterprise accounting (/erp/v3): taxes and tax groups, direct-tax settings, account registers. */
export function buildErpSchema(): GraphQLSchema {
  return buildModuleSchema('erp', [{ resolvers: taxResolvers }, { resolvers: directTaxResolvers }, { resolvers: registerResolvers }]);
}
