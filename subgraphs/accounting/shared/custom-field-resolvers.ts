import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './custom-fields.ts';

export const customFieldResolvers: Resolvers = {
  Query: {
    customFields: async (_, args, ctx) => service.listCustomFields(ctx.db, await currentOrganization(ctx), args.entity, toPage(args.page, args.perPage)),
    customField: async (_, { customfieldId }, ctx) => service.getCustomField(ctx.db, await currentOrganization(ctx), customfieldId),
  },
  Mutation: {
    createCustomField: async (_, { input }, ctx) => ({ customfield: await service.createCustomField(ctx.db, await currentOrganization(ctx), input) }),
    deleteCustomField: async (_, { customfieldId }, ctx) => ({ customfieldId: await service.deleteCustomField(ctx.db, await currentOrganization(ctx), customfieldId) }),
  },
};
