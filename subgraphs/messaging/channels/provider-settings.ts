/**
 * The organization's voice/SMS/WhatsApp provider (README "Provider settings"): the API URL the
 * generic adapter posts to, its API key, the secret the provider signs status callbacks with,
 * and the default sender number. The key and the secret are sealed at rest
 * (core/platform/secrets.ts) and never read back.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { channelProviders } from '../../../drizzle/tables/messaging/channels.ts';
import { openSecret, sealSecret } from '../../core/platform/secrets.ts';
import { RefusedTarget, vetTarget } from '../../core/platform/outbound.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { e164 } from './phone.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ChannelProviderRow = typeof channelProviders.$inferSelect;

export interface ChannelProviderInput {
  apiUrl: string;
  /** Absent keeps the stored key; null or empty clears it. */
  apiKey?: string | null;
  /** Absent keeps the stored secret; required on the first save; at least 16 characters. */
  callbackSecret?: string | null;
  fromNumber?: string | null;
}

export interface ChannelProviderView {
  apiUrl: string;
  apiKeySet: boolean;
  callbackSecretSet: boolean;
  fromNumber: string | null;
  updatedTime: Date;
}

export function providerView(row: ChannelProviderRow): ChannelProviderView {
  return { apiUrl: row.apiUrl, apiKeySet: !!row.apiKey, callbackSecretSet: !!row.callbackSecret, fromNumber: row.fromNumber, updatedTime: row.updatedAt };
}

export async function findProvider(db: Executor, organizationId: string): Promise<ChannelProviderRow | null> {
  const [row] = await db.select().from(channelProviders).where(inOrg(channelProviders, organizationId));
  return row ?? null;
}

/** The provider a send goes through: INVALID_STATE when the organization has none. */
export async function requireProvider(db: Executor, organizationId: string): Promise<ChannelProviderRow> {
  const row = await findProvider(db, organizationId);
  if (!row) {
    throw new KontorError('INVALID_STATE', 'No voice/SMS/WhatsApp provider is configured for the organization: PUT /v1.1/settings/providers first.');
  }
  return row;
}

function checkedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid(['input', 'apiUrl'], 'must be an http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(['input', 'apiUrl'], 'must be an http or https URL');
  if (url.username || url.password) throw invalid(['input', 'apiUrl'], 'must not carry credentials: give them as api_key');
  return url.toString();
}

/**
 * The outbound policy (core/platform/outbound.ts) at configuration: a URL whose host is or
 * resolves to a refused address is refused now, naming the rule; delivery checks again.
 */
async function vettedUrl(raw: string): Promise<string> {
  const apiUrl = checkedUrl(raw);
  try {
    await vetTarget(apiUrl, { unresolved: 'accept' });
  } catch (error) {
    if (error instanceof RefusedTarget) throw invalid(['input', 'apiUrl'], error.message);
    throw error;
  }
  return apiUrl;
}

export async function saveProvider(scope: Scope, input: ChannelProviderInput): Promise<ChannelProviderRow> {
  const organizationId = scope.org.id;
  const apiUrl = await vettedUrl(input.apiUrl);
  const fromNumber = input.fromNumber ? e164(input.fromNumber, ['input', 'fromNumber']) : null;
  const previous = await findProvider(scope.db, organizationId);
  if (input.callbackSecret !== undefined && input.callbackSecret !== null && input.callbackSecret.length < 16) {
    throw invalid(['input', 'callbackSecret'], 'must be at least 16 characters');
  }
  const callbackSecret = input.callbackSecret ? sealSecret(input.callbackSecret) : previous ? sealSecret(openSecret(previous.callbackSecret)) : null;
  if (!callbackSecret) throw invalid(['input', 'callbackSecret'], 'is required: the provider signs its status callbacks with it');
  const keptKey = previous?.apiKey ? sealSecret(openSecret(previous.apiKey)) : null;
  const apiKey = input.apiKey === undefined ? keptKey : input.apiKey ? sealSecret(input.apiKey) : null;
  const values = { apiUrl, apiKey, callbackSecret, fromNumber, updatedAt: scope.now };
  const [row] = await scope.db
    .insert(channelProviders)
    .values({ id: newId(), organizationId, ...values, createdAt: scope.now })
    .onConflictDoUpdate({ target: channelProviders.organizationId, set: values })
    .returning();
  return row;
}

export async function deleteProvider(scope: Scope): Promise<void> {
  const removed = await scope.db.delete(channelProviders).where(inOrg(channelProviders, scope.org.id)).returning({ id: channelProviders.id });
  if (!removed.length) throw notFound("The organization's provider");
}
