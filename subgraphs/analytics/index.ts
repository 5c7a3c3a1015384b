import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';

export function buildAnalyticsSchema(): GraphQLSchema {
  return buildModuleSchema('analytics', []);
}
