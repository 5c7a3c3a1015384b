import type { ModuleDescriptor } from '../core/platform/modules.ts';

export const analytics: ModuleDescriptor = {
  name: 'analytics',
  schema: [],
  jobs: [],
  references: [],
  hooks: [],
  renderers: {},
};
