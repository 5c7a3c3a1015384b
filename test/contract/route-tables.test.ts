import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_QUERY } from '../../gateway/rest/engine.ts';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { FAMILY_SHAPES, familyKey } from '../helpers/shapes.ts';

/** Every route of the tables with a family shape entry: our route, the family's key and entry. */
const SHAPED = REST_MODULES.flatMap((module) =>
  module.routes.flatMap((route) => {
    const key = familyKey(route.method, module.prefix + route.path);
    return key ? [{ module, route, key, shape: FAMILY_SHAPES[key] }] : [];
  }),
);

describe('the route tables against the family shapes', () => {
  it("answers every route with a shape entry with the family's success status", () => {
    const differ = SHAPED.filter(({ route, shape }) => typeof shape.status === 'number' && (route.status ?? 200) !== shape.status).map(
      ({ module, route, shape }) => `${route.method} ${module.prefix}${route.path}: ${route.status ?? 200}, the family ${shape.status}`,
    );
    expect(SHAPED.length).toBeGreaterThan(200);
    expect(differ).toEqual([]);
  });
});

describe("the family's documented query parameters", () => {
  let platform: Platform;
  let client: Client;
  let organizationId: string;
  beforeAll(async () => {
    platform = await startPlatform();
    ({ client, organizationId } = await platform.tenant());
  });
  afterAll(async () => platform?.stop());

  it('each works (an argument of the route) or is refused with code 4 naming it, never ignored', async () => {
    const document = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    let accepted = 0;
    let refused = 0;
    const wrong: string[] = [];
    for (const { module, route, shape } of SHAPED) {
      if (!shape.params.length || route.anonymous || route.auth) continue;
      const template = module.prefix + route.path;
      const operation = document.paths[template][route.method.toLowerCase()];
      const taken = new Set<string>([...COMMON_QUERY, ...operation.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name)]);
      const expected = shape.params.filter((p) => !taken.has(p));
      accepted += shape.params.length - expected.length;
      refused += expected.length;
      // One request with every documented parameter: what the route does not take is named in the refusal, all of it.
      const headers = 'header' in module.organization ? { [module.organization.header]: organizationId } : undefined;
      const res = await client.request(route.method, template.replace(/\{\w+\}/g, '1'), {
        query: Object.fromEntries(shape.params.map((p) => [p, 'x'])),
        headers,
      });
      const named = /(?:takes no query parameter|cannot be filtered or sorted by) ([^;]+);/.exec(String(res.body?.message ?? ''))?.[1]?.split(', ') ?? [];
      if (expected.length && (res.status !== 400 || res.body.code !== 4))
        wrong.push(`${route.method} ${template}: ${expected.join(', ')} not refused (${res.status} ${res.body?.message})`);
      else if ([...named].sort().join() !== [...expected].sort().join())
        wrong.push(`${route.method} ${template}: refused ${named.join(', ') || 'nothing'}, expected ${expected.join(', ') || 'nothing'}`);
    }
    console.log(`family query parameters of served routes: ${accepted} taken, ${refused} refused by name`);
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  });
});
