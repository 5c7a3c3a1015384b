import type { Resolvers } from '../generated/graphql.ts';
import { toPage } from '../../core/request/pagination.ts';
import * as service from './user-service.ts';

export const userResolvers: Resolvers = {
  Query: {
    users: (_, args, ctx) => service.listUsers(ctx, toPage(args.page, args.perPage), args),
  },
  Mutation: {
    inviteUser: async (_, { input }, ctx) => ({ user: await service.inviteUser(ctx, input) }),
  },
  User: {
    __resolveReference: (ref, ctx) => service.userLoader(ctx).load(ref.userId),
  },
};
