import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { directTaxResolvers } from './taxes/direct-tax-resolvers.ts';
import { registerResolvers } from './registers/register-resolvers.ts';
import { taxResolvers } from './taxes/tax-resolvers.ts';
import { erpReferences } from './references.ts';

/** Enterprise accounting (/erp/v3): taxes and tax groups, direct-tax settings, account registers. */
export const erp: ModuleDescriptor = {
  name: 'erp',
  schema: [{ resolvers: taxResolvers }, { resolvers: directTaxResolvers }, { resolvers: registerResolvers }],
  jobs: [],
  references: erpReferences,
  hooks: [],
  renderers: {},
};
