/**
 * An organization's own SMTP relay (README "Email relay"). Without one, mail goes out through
 * the platform's relay from the environment (SMTP_URL, MAIL_FROM).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { emailRelaySettings } from '../../../drizzle/tables/messaging/email.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';

import { isEmail } from '../../core/values/text.ts';
import { openSecret, sealSecret } from '../../core/platform/secrets.ts';
import { RefusedTarget, canonicalHost, vetHost } from '../../core/platform/outbound.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type RelaySettingsRow = typeof emailRelaySettings.$inferSelect;

export interface RelaySettingsInput {
  host: string;
  port: number;
  secure?: boolean | null;
  username?: string | null;
  /** Absent keeps the stored password; null or empty clears it. */
  password?: string | null;
  fromAddress: string;
  fromName?: string | null;
  rejectUnauthorized?: boolean | null;
}

export interface RelaySettingsView {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  /** The password is never read back: only whether one is stored. */
  passwordSet: boolean;
  fromAddress: string;
  fromName: string | null;
  rejectUnauthorized: boolean;
  updatedTime: Date;
}

export function relaySettingsView(row: RelaySettingsRow): RelaySettingsView {
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username,
    passwordSet: !!row.password,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    rejectUnauthorized: row.options.rejectUnauthorized ?? true,
    updatedTime: row.updatedAt,
  };
}

export async function findRelaySettings(db: Executor, organizationId: string): Promise<RelaySettingsRow | null> {
  const [row] = await db.select().from(emailRelaySettings).where(inOrg(emailRelaySettings, organizationId));
  return row ?? null;
}

export async function requireRelaySettings(db: Executor, organizationId: string): Promise<RelaySettingsRow> {
  const row = await findRelaySettings(db, organizationId);
  if (!row) throw notFound("The organization's email relay");
  return row;
}

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^\[[0-9a-fA-F:.]+\]$/;

/**
 * Creates or replaces the organization's relay settings. The host goes through the outbound
 * policy (core/platform/outbound.ts): one that is, or resolves to, a refused address
 * (169.254.169.254, 10.0.0.1, 127.0.0.1 in any spelling...) is refused now, naming the rule;
 * each delivery checks again and connects to the address it checked.
 */
export async function saveRelaySettings(scope: Scope, input: RelaySettingsInput): Promise<RelaySettingsRow> {
  const { db, now } = scope;
  const organizationId = scope.org.id;
  const host = input.host.trim();
  if (!HOST.test(host)) throw invalid(['input', 'host'], 'must be a host name or an IP address');
  if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535) throw invalid(['input', 'port'], 'must be between 1 and 65535');
  try {
    await vetHost(canonicalHost(host), input.port, { unresolved: 'accept' });
  } catch (error) {
    if (error instanceof RefusedTarget) throw invalid(['input', 'host'], error.message);
    throw error;
  }
  const fromAddress = input.fromAddress.trim();
  if (!isEmail(fromAddress)) throw invalid(['input', 'fromAddress'], 'must be an email address');
  const fromName = input.fromName?.replace(/[\r\n"]+/g, ' ').trim() || null;
  const username = input.username?.trim() || null;
  const previous = await findRelaySettings(db, organizationId);
  // Stored sealed (AES-256-GCM, core/platform/secrets.ts); a legacy plain row is sealed on this save.
  const kept = previous?.password ? sealSecret(openSecret(previous.password)) : null;
  const password = input.password === undefined ? kept : input.password ? sealSecret(input.password) : null;
  if (password && !username) throw invalid(['input', 'username'], 'is required with a password');
  const values = {
    host,
    port: input.port,
    secure: input.secure ?? input.port === 465,
    username,
    password,
    fromAddress,
    fromName,
    options: input.rejectUnauthorized === false ? { rejectUnauthorized: false } : {},
    updatedAt: now,
  };
  const [row] = await db
    .insert(emailRelaySettings)
    .values({ id: newId(), organizationId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: emailRelaySettings.organizationId, set: values })
    .returning();
  return row;
}

export async function deleteRelaySettings(scope: Scope): Promise<void> {
  const removed = await scope.db.delete(emailRelaySettings).where(inOrg(emailRelaySettings, scope.org.id)).returning({ id: emailRelaySettings.id });
  if (!removed.length) throw notFound("The organization's email relay");
}

/** The address mail of the organization goes out as when it has its own relay; null without one. */
export async function organizationSender(db: Executor, organizationId: string): Promise<{ address: string; name: string | null } | null> {
  const [row] = await db
    .select({ address: emailRelaySettings.fromAddress, name: emailRelaySettings.fromName })
    .from(emailRelaySettings)
    .where(eq(emailRelaySettings.organizationId, organizationId));
  return row ?? null;
}
