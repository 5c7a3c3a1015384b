import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../../drizzle/client.ts';
import { countSettings } from '../../../drizzle/tables/inventory/counts.ts';
import type { Clock } from '../../core/values/clock.ts';
import type { InventoryCountSettings, UpdateInventoryCountSettingsInput } from '../generated/graphql.ts';

/** Line items a count may hold (spec Limits): 1000, or 5000 with the extended limit. */
export const LINE_LIMIT = 1000;
export const EXTENDED_LINE_LIMIT = 5000;

export interface CountSettings {
  extendedLineLimit: boolean;
  approvalRequired: boolean;
}

export async function countSettingsOf(db: Executor, organizationId: string): Promise<CountSettings> {
  const [row] = await db.select().from(countSettings).where(eq(countSettings.organizationId, organizationId));
  return { extendedLineLimit: row?.extendedLineLimit ?? false, approvalRequired: row?.approvalRequired ?? false };
}

export function lineLimitOf(settings: CountSettings): number {
  return settings.extendedLineLimit ? EXTENDED_LINE_LIMIT : LINE_LIMIT;
}

export function settingsView(settings: CountSettings): InventoryCountSettings {
  return { extendedLineLimitEnabled: settings.extendedLineLimit, approvalRequired: settings.approvalRequired, lineItemLimit: lineLimitOf(settings) };
}

export async function updateCountSettings(db: Db, clock: Clock, organizationId: string, input: UpdateInventoryCountSettingsInput): Promise<InventoryCountSettings> {
  return db.transaction(async (tx) => {
    const current = await countSettingsOf(tx, organizationId);
    const next: CountSettings = {
      extendedLineLimit: input.extendedLineLimitEnabled ?? current.extendedLineLimit,
      approvalRequired: input.approvalRequired ?? current.approvalRequired,
    };
    await tx
      .insert(countSettings)
      .values({ organizationId, ...next, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: countSettings.organizationId, set: { ...next, updatedAt: clock.now() } });
    return settingsView(next);
  });
}
