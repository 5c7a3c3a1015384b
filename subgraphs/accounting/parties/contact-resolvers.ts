import type { Resolvers } from '../generated/graphql.ts';
import { toPage } from '../../core/request/pagination.ts';
import * as service from './contact-service.ts';

export const contactResolvers: Resolvers = {
  Query: {
    contacts: (_, args, ctx) => service.listContacts(ctx, toPage(args.page, args.perPage), args),
    contact: (_, { contactId }, ctx) => service.getContactView(ctx, contactId),
  },
  Mutation: {
    createContact: async (_, { input }, ctx) => ({ contact: await service.createContact(ctx, input) }),
    updateContact: async (_, { contactId, input }, ctx) => ({ contact: await service.updateContact(ctx, contactId, input) }),
    deleteContact: async (_, { contactId }, ctx) => {
      await service.deleteContact(ctx, contactId);
      return { contactId };
    },
    markContactActive: async (_, { contactId }, ctx) => ({ contact: await service.setContactActive(ctx, contactId, true) }),
    markContactInactive: async (_, { contactId }, ctx) => ({ contact: await service.setContactActive(ctx, contactId, false) }),
  },
  Contact: {
    __resolveReference: (ref, ctx) => service.contactLoader(ctx).load(ref.contactId),
  },
};
