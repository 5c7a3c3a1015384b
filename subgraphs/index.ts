import type { GraphQLSchema } from 'graphql';
import type { SubgraphName } from './core/platform/subgraph.ts';
import { buildAccountingSchema } from './accounting/index.ts';
import { buildAnalyticsSchema } from './analytics/index.ts';
import { buildBillingSchema } from './billing/index.ts';
import { buildErpSchema } from './erp/index.ts';
import { buildExpenseSchema } from './expense/index.ts';
import { buildInventorySchema } from './inventory/index.ts';
import { buildMessagingSchema } from './messaging/index.ts';

/** Every module's executable subgraph schema, by name. */
export const SUBGRAPH_BUILDERS: Record<SubgraphName, () => GraphQLSchema> = {
  accounting: buildAccountingSchema,
  erp: buildErpSchema,
  inventory: buildInventorySchema,
  expense: buildExpenseSchema,
  billing: buildBillingSchema,
  analytics: buildAnalyticsSchema,
  messaging: buildMessagingSchema,
};
