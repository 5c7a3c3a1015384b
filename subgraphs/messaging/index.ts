import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';

export function buildMessagingSchema(): GraphQLSchema {
  return buildModuleSchema('messaging', []);
}
