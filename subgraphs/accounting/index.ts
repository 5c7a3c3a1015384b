import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/platform/subgraph.ts';
import { organizationResolvers } from './parties/organization-resolvers.ts';
import { accountResolvers } from './parties/chart-resolvers.ts';
import { contactResolvers } from './parties/contact-resolvers.ts';
import { currencyResolvers } from './parties/currency-resolvers.ts';
import { userResolvers } from './parties/user-resolvers.ts';
import { customFieldResolvers } from './shared/custom-field-resolvers.ts';
import { itemResolvers } from './catalog/item-resolvers.ts';
import { pricebookResolvers } from './catalog/pricebook-resolvers.ts';
import { invoiceResolvers } from './invoices/invoice-resolvers.ts';
import { paymentReminderResolvers } from './reminders/reminder-resolvers.ts';
import { retainerInvoiceResolvers } from './retainers/retainer-resolvers.ts';
import { expenseResolvers } from './expenses/expense-resolvers.ts';
import { recurringInvoiceResolvers } from './recurring/recurring-resolvers.ts';
import { bankingResolvers } from './banking/bank-resolvers.ts';
import './references.ts';
import './invoices/invoice-workers.ts';
import './reminders/reminder-workers.ts';
import './recurring/recurring-workers.ts';

/** Accounting (/books/v3): organizations, currencies, chart of accounts, contacts, users, items, price lists, invoices. */
export function buildAccountingSchema(): GraphQLSchema {
  return buildModuleSchema('accounting', [
    { resolvers: organizationResolvers },
    { resolvers: currencyResolvers },
    { resolvers: accountResolvers },
    { resolvers: contactResolvers },
    { resolvers: userResolvers },
    { resolvers: itemResolvers },
    { resolvers: customFieldResolvers },
    { resolvers: pricebookResolvers },
    { resolvers: invoiceResolvers },
    { resolvers: paymentReminderResolvers },
    { resolvers: bankingResolvers },
    { resolvers: retainerInvoiceResolvers },
    { resolvers: expenseResolvers },
    { resolvers: recurringInvoiceResolvers },
  ]);
}
