import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as statements from './contact-statement.ts';

/** A contact's statement and email to a contact: mail the way invoices' reminders are. */
export const contactStatementResolvers: Resolvers = {
  Query: {
    contactStatementEmail: async (_, { contactId, startDate, endDate }, ctx) =>
      statements.statementMailContent(await scopeOf(ctx), contactId, startDate, endDate),
  },
  Mutation: {
    emailContactStatement: async (_, { contactId, startDate, endDate, input }, ctx) => ({
      messageId: await statements.emailStatement(await scopeOf(ctx), contactId, startDate, endDate, input),
    }),
    emailContact: async (_, { contactId, input, sendCustomerStatement }, ctx) => ({
      messageId: await statements.emailContact(await scopeOf(ctx), contactId, input, sendCustomerStatement ?? false),
    }),
  },
};
