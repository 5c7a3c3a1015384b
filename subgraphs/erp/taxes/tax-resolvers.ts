import { toEnum } from '../../core/values/enums.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers, TaxType } from '../generated/graphql.ts';
import { taxLoader, taxRateLoader } from './tax-loaders.ts';
import * as exemptions from './tax-exemption-service.ts';
import * as groups from './tax-group-service.ts';
import * as service from './tax-service.ts';
import { getTax, listTaxes } from './tax-views.ts';

export const taxResolvers: Resolvers = {
  Query: {
    taxes: async (_, args, ctx, info) => listTaxes(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    tax: async (_, { taxId }, ctx) => getTax(await scopeOf(ctx), taxId),
    taxGroups: async (_, args, ctx) => groups.listTaxGroups(await scopeOf(ctx), toPage(args.page, args.perPage)),
    taxGroup: async (_, { taxGroupId }, ctx) => groups.getTaxGroup(await scopeOf(ctx), taxGroupId),
    taxExemptions: async (_, args, ctx) => exemptions.listTaxExemptions(await scopeOf(ctx), toPage(args.page, args.perPage)),
    taxExemption: async (_, { taxExemptionId }, ctx) => exemptions.getTaxExemption(await scopeOf(ctx), taxExemptionId),
  },
  Mutation: {
    createTax: async (_, { input }, ctx) => ({ tax: await service.createTax(await scopeOf(ctx), input) }),
    updateTax: async (_, { taxId, input }, ctx) => ({ tax: await service.updateTax(await scopeOf(ctx), taxId, input) }),
    deleteTax: async (_, { taxId }, ctx) => ({ taxId: await service.deleteTax(await scopeOf(ctx), taxId) }),
    createTaxGroup: async (_, { input }, ctx) => ({ taxGroup: await groups.createTaxGroup(await scopeOf(ctx), input) }),
    updateTaxGroup: async (_, { taxGroupId, input }, ctx) => ({ taxGroup: await groups.updateTaxGroup(await scopeOf(ctx), taxGroupId, input) }),
    deleteTaxGroup: async (_, { taxGroupId }, ctx) => ({ taxGroupId: await groups.deleteTaxGroup(await scopeOf(ctx), taxGroupId) }),
    createTaxExemption: async (_, { input }, ctx) => ({ taxExemption: await exemptions.createTaxExemption(await scopeOf(ctx), input) }),
    updateTaxExemption: async (_, { taxExemptionId, input }, ctx) => ({
      taxExemption: await exemptions.updateTaxExemption(await scopeOf(ctx), taxExemptionId, input),
    }),
    deleteTaxExemption: async (_, { taxExemptionId }, ctx) => ({ taxExemptionId: await exemptions.deleteTaxExemption(await scopeOf(ctx), taxExemptionId) }),
  },
  Tax: {
    __resolveReference: (ref, ctx) => taxLoader(ctx).load(ref.taxId),
  },
  Item: {
    // The item lives in accounting; the gateway hands over its taxId (@requires).
    __resolveReference: (ref) => ref,
    // The page's taxes in one batch reading their name, type and percentage only (taxRateLoader).
    taxName: async (item, _, ctx) => (item.taxId ? ((await taxRateLoader(ctx).load(item.taxId))?.taxName ?? null) : null),
    taxType: async (item, _, ctx) => {
      const tax = item.taxId ? await taxRateLoader(ctx).load(item.taxId) : null;
      return tax ? toEnum<TaxType>(tax.taxType) : null;
    },
    taxPercentage: async (item, _, ctx) => (item.taxId ? ((await taxRateLoader(ctx).load(item.taxId))?.percentage.toFixed() ?? null) : null),
  },
};
