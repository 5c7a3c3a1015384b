import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { paymentResolvers } from './payments/payment-resolvers.ts';
import { paymentDataset } from './payments/payment-datasets.ts';

/** Subscription billing (/billing/v1): customer payments against invoices. */
export const billing: ModuleDescriptor = {
  name: 'billing',
  schema: [{ resolvers: paymentResolvers }],
  jobs: [],
  references: [],
  hooks: [],
  renderers: {},
  datasets: [paymentDataset],
};
