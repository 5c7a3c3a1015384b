import { estimates } from '../../../drizzle/tables/accounting/estimates.ts';
import { organizationToday, salesDocumentDataset } from '../documents/document-datasets.ts';
import { estimateStateSql } from './estimate-states.ts';

/** Estimates as analytics views read them; Status is expired once the expiry date has passed in the organization's zone. */
export const estimateDataset = salesDocumentDataset({
  name: 'accounting.estimates',
  description: 'Estimates: number, customer, dates, status and amounts.',
  table: estimates,
  noun: 'Estimate',
  number: estimates.estimateNumber,
  dates: [{ name: 'Expiry Date', value: estimates.expiryDate }],
  status: (now) => estimateStateSql(organizationToday(estimates.organizationId, now)),
});
