/**
 * Every wire a module may answer in, by the name its route table (RestModule.wire) or its raw
 * routes (RawRoute.wire) give. A module that names none answers in the family's.
 */
import type { Wire } from '../envelope.ts';
import { ANALYTICS_WIRE } from './analytics.ts';
import { FAMILY_WIRE } from './family.ts';
import { MESSAGING_WIRE } from './messaging.ts';

export { FAMILY_WIRE };

/** In the order the OpenAPI document lists their failure schemas and responses; each under its own name. */
const BY_NAME = { family: FAMILY_WIRE, analytics: ANALYTICS_WIRE, messaging: MESSAGING_WIRE } satisfies Record<string, Wire>;

export type WireChoice = keyof typeof BY_NAME;

export const WIRES: readonly Wire[] = Object.values(BY_NAME);

/** The wire of a name (the family's for none); a name no wire has is a wiring error, found at start-up. */
export function wireNamed(name: string | undefined): Wire {
  if (name === undefined) return FAMILY_WIRE;
  if (!Object.hasOwn(BY_NAME, name)) throw new Error(`no REST wire is named ${name} (gateway/rest/wires: ${Object.keys(BY_NAME).join(', ')})`);
  return BY_NAME[name as WireChoice];
}

/** The wire of a route table: the one it names, the family's otherwise. */
export function wireOf(module: { wire?: WireChoice }): Wire {
  return wireNamed(module.wire);
}
