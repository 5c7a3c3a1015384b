import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { createCount, item, location, reaches } from '../inventory/counts-fixtures.ts';
import { liveClient } from './live-client.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('inventoryCountProgress over graphql-ws', () => {
  it("follows a stock count's start job to counting, and hears nothing of another count", async () => {
    const tenant = await platform.tenant();
    const { client } = tenant;
    const store = await location(client);
    const a = await item(client);
    const b = await item(client);
    const count = await createCount(client, { warehouse_id: store.location_id, line_items: [{ item_id: a.item_id }, { item_id: b.item_id }] });
    const other = await createCount(client, { warehouse_id: store.location_id, line_items: [{ item_id: a.item_id }] });
    const live = liveClient(platform.url, { authorization: `Svc-oauthtoken ${client.token}`, organizationId: tenant.organizationId });
    try {
      const sub = live.subscribe(
        'subscription ($id: ID!) { inventoryCountProgress(inventorycountId: $id) { inventorycountId status progress { operation processedLines totalLines } } }',
        { id: count.inventorycount_id },
      );
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      expectOk(await client.post(`/inventory/v1/inventorycounts/${other.inventorycount_id}/start`));
      expectOk(await client.post(`/inventory/v1/inventorycounts/${count.inventorycount_id}/start`));
      await reaches(client, count.inventorycount_id, 'counting');
      await eventually(() => sub.results.some((r) => r.data?.inventoryCountProgress.status === 'COUNTING'), 'the finished event');
      const seen = sub.results.map((r) => r.data.inventoryCountProgress);
      expect(seen.every((c) => c.inventorycountId === count.inventorycount_id)).toBe(true);
      expect(seen.at(-1)).toEqual({ inventorycountId: count.inventorycount_id, status: 'COUNTING', progress: null });
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });
});
