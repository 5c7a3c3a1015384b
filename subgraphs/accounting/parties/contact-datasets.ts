import { sql } from 'drizzle-orm';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Customers and vendors. */
export const contactDataset = defineDataset({
  name: 'accounting.contacts',
  description: 'Contacts (customers and vendors): name, company, type, status and how to reach them.',
  from: contacts,
  organization: contacts.organizationId,
  key: contacts.id,
  columns: [
    { name: 'Contact ID', type: 'text', value: sql`${contacts.id}::text` },
    { name: 'Contact Name', type: 'text', value: contacts.contactName },
    { name: 'Company Name', type: 'text', value: contacts.companyName },
    { name: 'Contact Type', type: 'text', value: contacts.contactType },
    { name: 'Status', type: 'text', value: contacts.status },
    { name: 'Email', type: 'text', value: contacts.email },
    { name: 'Phone', type: 'text', value: contacts.phone },
    { name: 'Payment Terms', type: 'integer', value: contacts.paymentTerms },
  ],
});
