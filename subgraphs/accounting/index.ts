import type { GraphQLSchema } from 'graphql';
import { buildModuleSchema } from '../core/subgraph.ts';
import { organizationResolvers } from './resolvers/organizations.ts';
import { accountResolvers } from './resolvers/accounts.ts';
import { contactResolvers } from './resolvers/contacts.ts';
import { currencyResolvers } from './resolvers/currencies.ts';
import { userResolvers } from './resolvers/users.ts';
import { customFieldResolvers } from './resolvers/custom-fields.ts';
import { itemResolvers } from './resolvers/items.ts';
import { pricebookResolvers } from './resolvers/pricebooks.ts';
import { invoiceResolvers } from './resolvers/invoices.ts';
import { paymentReminderResolvers } from './resolvers/payment-reminders.ts';
import { retainerInvoiceResolvers } from './resolvers/retainer-invoices.ts';
import { expenseResolvers } from './resolvers/expenses.ts';
import { recurringInvoiceResolvers } from './resolvers/recurring-invoices.ts';
import { bankingResolvers } from './resolvers/banking.ts';
import './references.ts';
import './workers.ts';
import './reminder-workers.ts';
import './recurring-workers.ts';

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
