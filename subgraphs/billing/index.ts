import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { paymentResolvers } from './payments/payment-resolvers.ts';

/** Subscription billing (/billing/v1): customer payments against invoices. */
export function buildBillingSchema(): GraphQLSchema {
  return buildModuleSchema('billing', [
    { resolvers: paymentResolvers },
  ]);
}
