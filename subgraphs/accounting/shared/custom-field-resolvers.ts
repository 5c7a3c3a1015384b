import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './custom-fields.ts';

export const customFieldResolvers: Resolvers = {
  Query: {
    customFields: async (_, args, ctx) => service.listCustomFields(await scopeOf(ctx), args.entity, toPage(args.page, args.perPage)),
    customField: async (_, { customfieldId }, ctx) => service.getCustomField(await scopeOf(ctx), customfieldId),
  },
  Mutation: {
    createCustomField: async (_, { input }, ctx) => ({ customfield: await service.createCustomField(await scopeOf(ctx), input) }),
    deleteCustomField: async (_, { customfieldId }, ctx) => ({ customfieldId: await service.deleteCustomField(await scopeOf(ctx), customfieldId) }),
  },
};
