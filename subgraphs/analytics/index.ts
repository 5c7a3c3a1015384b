import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { exportLiveFields } from './exports/export-live.ts';
import { exportResolvers } from './exports/export-resolvers.ts';
import { deliverCallback, expireExports, requeueExports, runExport } from './exports/export-workers.ts';
import { workspaceResolvers } from './workspaces/workspace-resolvers.ts';

/** Analytics export (/restapi/v2): workspaces, views over the modules' datasets, export jobs. */
export const analytics: ModuleDescriptor = {
  name: 'analytics',
  schema: [{ resolvers: workspaceResolvers }, { resolvers: exportResolvers }],
  jobs: [runExport, expireExports, requeueExports, deliverCallback],
  references: [],
  hooks: [],
  renderers: {},
  live: [...exportLiveFields],
  // The per-organization secret signing export callbacks (HMAC), sealed at rest.
  secrets: [{ table: 'analytics.callback_secrets', column: 'secret', key: ['organization_id'] }],
};
