import type { Contact, Resolvers } from '../generated/graphql.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import * as addresses from './contact-address-service.ts';
import { listContactComments } from './contact-history.ts';
import * as persons from './contact-person-service.ts';
import * as service from './contact-service.ts';

export const contactResolvers: Resolvers = {
  Query: {
    contacts: async (_, args, ctx, info) => service.listContacts(await scopeOf(ctx), toPage(args.page, args.perPage), args, selectedFields(info, ['nodes'])),
    contact: async (_, { contactId }, ctx) => service.getContactView(await scopeOf(ctx), contactId),
    contactAddresses: async (_, { contactId }, ctx) => addresses.listContactAddresses(await scopeOf(ctx), contactId),
    contactComments: async (_, args, ctx) => listContactComments(await scopeOf(ctx), args.contactId, toPage(args.page, args.perPage)),
    contactPersons: async (_, { contactId }, ctx) => persons.listContactPersons(await scopeOf(ctx), contactId),
    contactPerson: async (_, { contactPersonId }, ctx) => persons.getContactPerson(await scopeOf(ctx), contactPersonId),
  },
  Mutation: {
    createContact: async (_, { input }, ctx) => ({ contact: await service.createContact(await scopeOf(ctx), input) }),
    updateContact: async (_, { contactId, input }, ctx) => ({ contact: await service.updateContact(await scopeOf(ctx), contactId, input) }),
    deleteContact: async (_, { contactId }, ctx) => {
      await service.deleteContact(await scopeOf(ctx), contactId);
      return { contactId };
    },
    markContactActive: async (_, { contactId }, ctx) => ({ contact: await service.setContactActive(await scopeOf(ctx), contactId, true) }),
    createContactPerson: async (_, { input }, ctx) => ({ contactPerson: await persons.createContactPerson(await scopeOf(ctx), input) }),
    updateContactPerson: async (_, { contactPersonId, input }, ctx) => ({
      contactPerson: await persons.updateContactPerson(await scopeOf(ctx), contactPersonId, input),
    }),
    deleteContactPerson: async (_, { contactPersonId }, ctx) => ({ contactPersonId: await persons.deleteContactPerson(await scopeOf(ctx), contactPersonId) }),
    markContactPersonPrimary: async (_, { contactPersonId }, ctx) => ({
      contactPerson: await persons.markContactPersonPrimary(await scopeOf(ctx), contactPersonId),
    }),
    enableContactPaymentReminder: async (_, { contactId }, ctx) => ({
      contact: await service.setContactFlag(await scopeOf(ctx), contactId, 'paymentReminderEnabled', true),
    }),
    disableContactPaymentReminder: async (_, { contactId }, ctx) => ({
      contact: await service.setContactFlag(await scopeOf(ctx), contactId, 'paymentReminderEnabled', false),
    }),
    trackContact1099: async (_, { contactId }, ctx) => ({ contact: await service.setContactFlag(await scopeOf(ctx), contactId, 'track1099', true) }),
    untrackContact1099: async (_, { contactId }, ctx) => ({ contact: await service.setContactFlag(await scopeOf(ctx), contactId, 'track1099', false) }),
    createContactAddress: async (_, { contactId, input }, ctx) => ({
      addressInfo: await addresses.createContactAddress(await scopeOf(ctx), contactId, input),
    }),
    updateContactAddress: async (_, { contactId, addressId, input }, ctx) => ({
      addressInfo: await addresses.updateContactAddress(await scopeOf(ctx), contactId, addressId, input),
    }),
    deleteContactAddress: async (_, { contactId, addressId }, ctx) => ({
      addressId: await addresses.deleteContactAddress(await scopeOf(ctx), contactId, addressId),
    }),
    markContactInactive: async (_, { contactId }, ctx) => ({ contact: await service.setContactActive(await scopeOf(ctx), contactId, false) }),
  },
  Contact: {
    // Invoices and payments name contacts: their references are batched per request.
    __resolveReference: (ref, ctx) =>
      recordLoader<Contact>(ctx, 'accounting.contact', async (ids) => service.contactsById(await scopeOf(ctx), ids)).load(ref.contactId),
  },
};
