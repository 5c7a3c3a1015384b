import { contactAmountPorts, contactTransactionPorts } from '../accounting/api.ts';
import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { customersWithPayments, unusedPayments } from './payments/contact-credits.ts';
import { paymentResolvers } from './payments/payment-resolvers.ts';
import { paymentDataset } from './payments/payment-datasets.ts';

/** Subscription billing (/billing/v1): customer payments against invoices. */
export const billing: ModuleDescriptor = {
  name: 'billing',
  schema: [{ resolvers: paymentResolvers }],
  jobs: [],
  references: [],
  // Accounting's contacts show what their payments left unused, and that they have payments.
  hooks: [contactAmountPorts.credits.provider(unusedPayments), contactTransactionPorts.payments.provider(customersWithPayments)],
  renderers: {},
  datasets: [paymentDataset],
};
