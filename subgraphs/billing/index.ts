import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { paymentResolvers } from './resolvers/payments.ts';

/** Subscription billing (/billing/v1): customer payments against invoices. */
export function buildBillingSchema(): GraphQLSchema {
  return buildModuleSchema('billing', [
    { resolvers: paymentResolvers },
  ]);
}
