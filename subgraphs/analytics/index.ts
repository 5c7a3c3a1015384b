import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildAnalyticsSchema(): GraphQLSchema {
  return buildModuleSchema('analytics', []);
}
