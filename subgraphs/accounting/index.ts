import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { organizationResolvers } from './resolvers/organizations.ts';

/** Accounting (/books/v3): organizations, currencies, chart of accounts, contacts, users, items, price lists. */
export function buildAccountingSchema(): GraphQLSchema {
  return buildModuleSchema('accounting', [{ resolvers: organizationResolvers }]);
}
