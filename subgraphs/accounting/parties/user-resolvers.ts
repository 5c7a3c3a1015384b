import type { Resolvers, User } from '../generated/graphql.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { ACCESS_CHANNEL } from '../../core/request/tenancy.ts';
import * as service from './user-service.ts';

/**
 * After a committed change of a membership: this process's access cache forgets memberships
 * now, not when the database's notice arrives, so the caller's next request sees the change.
 */
function membershipsChanged<T>(ctx: SubgraphContext, changed: T): T {
  ctx.database.echo(ACCESS_CHANNEL, 'memberships');
  return changed;
}

export const userResolvers: Resolvers = {
  Query: {
    users: async (_, args, ctx) => service.listUsers(await scopeOf(ctx), toPage(args.page, args.perPage), args),
    user: async (_, { userId }, ctx) => service.userOf(await scopeOf(ctx), userId),
    currentUser: async (_, __, ctx) => {
      const scope = await scopeOf(ctx);
      return service.userOf(scope, scope.actor.userId!);
    },
  },
  Mutation: {
    inviteUser: async (_, { input }, ctx) => service.inviteUser(await scopeOf(ctx), input),
    resendInvitation: async (_, { userId }, ctx) => service.resendInvitation(await scopeOf(ctx), userId),
    updateUser: async (_, { userId, input }, ctx) => ({ user: membershipsChanged(ctx, await service.updateUser(await scopeOf(ctx), userId, input)) }),
    markUserActive: async (_, { userId }, ctx) => ({ user: membershipsChanged(ctx, await service.setUserStatus(await scopeOf(ctx), userId, 'active')) }),
    markUserInactive: async (_, { userId }, ctx) => ({ user: membershipsChanged(ctx, await service.setUserStatus(await scopeOf(ctx), userId, 'inactive')) }),
    removeUser: async (_, { userId }, ctx) => ({ userId: membershipsChanged(ctx, await service.removeUser(await scopeOf(ctx), userId)) }),
  },
  User: {
    __resolveReference: (ref, ctx) => recordLoader<User>(ctx, 'accounting.user', async (ids) => service.usersById(await scopeOf(ctx), ids)).load(ref.userId),
  },
};
