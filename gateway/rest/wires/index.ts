/**
 * Every wire a module may answer in, by the name its route table (RestModule.wire) or its raw
 * routes (RawRoute.wire) give. A module that names none answers in the family's.
 */
import type { Wire } from '../envelope.ts';
import { ANALYTICS_WIRE } from './analytics.ts';
import { FAMILY_WIRE } from './family.ts';
import { MESSAGING_WIRE } from './messaging.ts';

export { FAMILY_WIRE };

/** In the order the OpenAPI document lists their failure schemas and responses. */
export const WIRES: readonly Wire[] = [FAMILY_WIRE, ANALYTICS_WIRE, MESSAGING_WIRE];

export type WireChoice = 'family' | 'analytics' | 'messaging';

/** The wire of a name; a name no wire has is a wiring error, found at start-up. */
export function wireNamed(name: string | undefined): Wire {
  if (name === undefined) return FAMILY_WIRE;
  const wire = WIRES.find((w) => w.name === name);
  if (!wire) throw new Error(`no REST wire is named ${name} (gateway/rest/wires: ${WIRES.map((w) => w.name).join(', ')})`);
  return wire;
}

/** The wire of a route table: the one it names, the family's otherwise. */
export function wireOf(module: { wire?: WireChoice }): Wire {
  return wireNamed(module.wire);
}
