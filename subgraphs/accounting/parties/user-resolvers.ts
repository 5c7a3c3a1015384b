import type { Resolvers, User } from '../generated/graphql.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import * as service from './user-service.ts';

export const userResolvers: Resolvers = {
  Query: {
    users: async (_, args, ctx) => service.listUsers(await scopeOf(ctx), toPage(args.page, args.perPage), args),
  },
  Mutation: {
    inviteUser: async (_, { input }, ctx) => ({ user: await service.inviteUser(await scopeOf(ctx), input) }),
  },
  User: {
    __resolveReference: (ref, ctx) => recordLoader<User>(ctx, 'accounting.user', async (ids) => service.usersById(await scopeOf(ctx), ids)).load(ref.userId),
  },
};
