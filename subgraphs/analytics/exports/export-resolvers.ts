import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './export-service.ts';
import { exportViewData } from './export-sync.ts';

export const exportResolvers: Resolvers = {
  Query: {
    exportJob: async (_, { workspaceId, jobId }, ctx) => service.exportJob(await scopeOf(ctx), workspaceId, jobId),
    recentExportJobs: async (_, { limit, jobId }, ctx) => service.recentExportJobs(await scopeOf(ctx), limit, jobId),
    exportJobFile: async (_, { workspaceId, jobId }, ctx) => service.exportJobFile(await scopeOf(ctx), workspaceId, jobId),
    exportViewData: async (_, { workspaceId, viewId, config }, ctx) => exportViewData(await scopeOf(ctx), workspaceId, viewId, config),
  },
  Mutation: {
    createExportJob: async (_, { workspaceId, viewId, config }, ctx) => service.createExportJob(await scopeOf(ctx), workspaceId, viewId, config),
    createSqlExportJob: async (_, { workspaceId, config }, ctx) => service.createSqlExportJob(await scopeOf(ctx), workspaceId, config),
  },
};
