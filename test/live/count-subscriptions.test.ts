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

describe('inventoryCountsChanged over graphql-ws', () => {
  it("hears every count of the organization from its creation on, never another organization's", async () => {
    const [mine, theirs] = await Promise.all([platform.tenant(), platform.tenant()]);
    const [store, foreignStore] = await Promise.all([location(mine.client), location(theirs.client)]);
    const [widget, foreignWidget] = await Promise.all([item(mine.client), item(theirs.client)]);
    const live = liveClient(platform.url, { authorization: `Svc-oauthtoken ${mine.client.token}`, organizationId: mine.organizationId });
    try {
      const sub = live.subscribe('subscription { inventoryCountsChanged { inventorycountId status } }');
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      await createCount(theirs.client, { warehouse_id: foreignStore.location_id, line_items: [{ item_id: foreignWidget.item_id }] });
      const count = await createCount(mine.client, { warehouse_id: store.location_id, line_items: [{ item_id: widget.item_id }] });
      await eventually(() => sub.results.length >= 1, 'the new count');
      expectOk(await mine.client.post(`/inventory/v1/inventorycounts/${count.inventorycount_id}/start`));
      await eventually(() => sub.results.some((r) => r.data?.inventoryCountsChanged.status === 'COUNTING'), 'the started count');
      const seen = sub.results.map((r) => r.data.inventoryCountsChanged);
      expect(seen[0]).toEqual({ inventorycountId: count.inventorycount_id, status: 'YET_TO_START' });
      expect(seen.every((c) => c.inventorycountId === count.inventorycount_id)).toBe(true);
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
    await eventually(() => platform.app.live.size === 0, 'the closed socket to release its listener');
  });
});
