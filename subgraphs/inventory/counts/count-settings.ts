import { eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { countSettings } from '../../../drizzle/tables/inventory/counts.ts';
import type { Scope } from '../../core/request/scope.ts';
import { patch } from '../../core/values/patch.ts';
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

export async function getCountSettings({ db, org }: Scope): Promise<InventoryCountSettings> {
  return settingsView(await countSettingsOf(db, org.id));
}

export async function updateCountSettings({ db, org, now }: Scope, input: UpdateInventoryCountSettingsInput): Promise<InventoryCountSettings> {
  return db.transaction(async (tx) => {
    const current = await countSettingsOf(tx, org.id);
    const keys = ['extendedLineLimit', 'approvalRequired'] as const;
    const next: CountSettings = patch(current, { extendedLineLimit: input.extendedLineLimitEnabled, approvalRequired: input.approvalRequired }, keys, keys);
    await tx
      .insert(countSettings)
      .values({ organizationId: org.id, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: countSettings.organizationId, set: { ...next, updatedAt: now } });
    return settingsView(next);
  });
}
