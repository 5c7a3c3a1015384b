import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateResolverTypes, generatedTypesPath } from '../gateway/contract/codegen.ts';
import { composeSupergraph, readSupergraph } from '../gateway/contract/compose.ts';
import { LIST_SHAPES_PATH, listShapesJson } from '../gateway/contract/list-shapes.ts';
import { schemaInfo } from '../gateway/contract/schema-info.ts';
import { REST_MODULES } from '../gateway/rest/routes/index.ts';
import { buildASTSchema, parse } from 'graphql';
import { liveFieldsOf } from '../subgraphs/core/platform/modules.ts';
import { SUBGRAPHS } from '../subgraphs/core/request/subgraph.ts';
import { MODULES } from '../subgraphs/index.ts';

// When one of these fails, run `npm run compose` and commit what it writes.
describe('the contract', () => {
  it('commits the supergraph composed from the subgraph SDLs', () => {
    expect(readSupergraph()).toBe(composeSupergraph());
  });

  it("commits the family's list entry keys of every list route", () => {
    const written = listShapesJson(REST_MODULES, schemaInfo(readSupergraph()).schema);
    expect(readFileSync(LIST_SHAPES_PATH, 'utf8')).toBe(written);
    expect(Object.keys(JSON.parse(written))).toEqual(expect.arrayContaining(['GET /books/v3/invoices', 'GET /inventory/v1/items']));
  });

  it("commits the modules' live fields as the supergraph's Subscription type, each owned by its module's subgraph", () => {
    const sdl = readSupergraph();
    expect(sdl).toMatch(/^\s*subscription: Subscription$/m);
    const subscription = buildASTSchema(parse(sdl)).getSubscriptionType();
    const fields = subscription?.getFields() ?? {};
    const live = liveFieldsOf(MODULES);
    expect(Object.keys(fields).sort()).toEqual([...live.keys()].sort());
    for (const field of live.values()) {
      expect(String(fields[field.name].type)).toBe(field.type);
      expect(fields[field.name].args.map((a) => `${a.name}: ${a.type}`).join(', ')).toBe(field.arguments ?? '');
    }
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['exportJobUpdated', 'exportJobs', 'messageStatusChanged', 'messages', 'invoiceStatusChanged']));
    expect(sdl).toContain('exportJobUpdated(jobId: ID!): ExportJob! @join__field(graph: ANALYTICS)');
    expect(sdl).toContain('messages(channel: MessageChannel!): Message! @join__field(graph: MESSAGING)');
  });

  it.each(SUBGRAPHS)('commits the resolver types generated from schema/%s.graphql', async (name) => {
    expect(readFileSync(generatedTypesPath(name), 'utf8')).toBe(await generateResolverTypes(name));
  });
});
