import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as discovery from './workspace-discovery.ts';
import { importData } from './workspace-import.ts';
import * as service from './workspace-service.ts';
import { workspaceOut } from './workspace-views.ts';

export const workspaceResolvers: Resolvers = {
  Query: {
    workspaces: async (_, __, ctx) => service.workspaces(await scopeOf(ctx)),
    workspaceViews: async (_, { workspaceId }, ctx) => service.workspaceViews(await scopeOf(ctx), workspaceId),
    analyticsDatasets: () => service.datasets(),
    analyticsOrgs: (_, __, ctx) => discovery.analyticsOrgs(ctx),
    analyticsWorkspaces: (_, { orgId }, ctx) => discovery.analyticsWorkspaces(ctx, orgId),
    analyticsOwnedWorkspaces: (_, __, ctx) => discovery.ownedOrShared(ctx, true),
    analyticsSharedWorkspaces: (_, __, ctx) => discovery.ownedOrShared(ctx, false),
    analyticsMetaDetails: async (_, { workspaceName, viewName }, ctx) => service.metaDetails(await scopeOf(ctx), workspaceName, viewName),
    workspaceDetails: (_, { workspaceId }, ctx) => discovery.workspaceDetails(ctx, workspaceId),
    viewDetails: (_, { viewId }, ctx) => discovery.viewDetails(ctx, viewId),
  },
  Mutation: {
    createWorkspace: async (_, { input }, ctx) => service.createWorkspace(await scopeOf(ctx), input),
    createTable: async (_, { workspaceId, input }, ctx) => service.createTable(await scopeOf(ctx), workspaceId, input),
    createQueryView: async (_, { workspaceId, input }, ctx) => service.createQueryView(await scopeOf(ctx), workspaceId, input),
    addRows: async (_, { workspaceId, viewId, input }, ctx) => service.addRows(await scopeOf(ctx), workspaceId, viewId, input),
    updateRows: async (_, { workspaceId, viewId, input }, ctx) => service.updateRows(await scopeOf(ctx), workspaceId, viewId, input),
    deleteRows: async (_, { workspaceId, viewId, input }, ctx) => service.deleteRows(await scopeOf(ctx), workspaceId, viewId, input),
    importData: async (_, { workspaceId, viewId, config, file, DATA }, ctx) => importData(await scopeOf(ctx), workspaceId, viewId, config, file, DATA),
    deleteWorkspace: async (_, { workspaceId }, ctx) => service.deleteWorkspace(await scopeOf(ctx), workspaceId),
    deleteView: async (_, { workspaceId, viewId }, ctx) => service.deleteView(await scopeOf(ctx), workspaceId, viewId),
  },
  Workspace: {
    __resolveReference: async (ref, ctx) => workspaceOut(await service.workspaceOf(await scopeOf(ctx), ref.workspaceId)),
  },
};
