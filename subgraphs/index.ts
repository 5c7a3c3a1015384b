import type { GraphQLSchema } from 'graphql';
import { core } from './core/index.ts';
import type { ModuleDescriptor } from './core/platform/modules.ts';
import { type SubgraphName, buildModuleSchema } from './core/request/subgraph.ts';
import { accounting } from './accounting/index.ts';
import { analytics } from './analytics/index.ts';
import { billing } from './billing/index.ts';
import { erp } from './erp/index.ts';
import { expense } from './expense/index.ts';
import { inventory } from './inventory/index.ts';
import { messaging } from './messaging/index.ts';

/**
 * Every module of the platform, as its descriptor. The runtime installs them at start-up
 * (core/platform/modules.ts); referrers are consulted in this order, so a record used in
 * several places is refused naming the first listed here.
 */
export const MODULES: readonly ModuleDescriptor[] = [core, accounting, erp, inventory, expense, billing, analytics, messaging];

const built = new Map<SubgraphName, GraphQLSchema>();

/** A module's executable subgraph schema, built once per process (schemas hold no per-platform state). */
export function buildSubgraph(name: SubgraphName): GraphQLSchema {
  let schema = built.get(name);
  if (!schema) {
    const declared = MODULES.find((module) => module.name === name)?.schema;
    if (!declared) throw new Error(`no module serves the subgraph ${name}`);
    schema = buildModuleSchema(name, declared);
    built.set(name, schema);
  }
  return schema;
}
