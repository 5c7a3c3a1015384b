/**
 * The SQL of the recurring profiles kept in `recurring_profiles` (recurring bills and recurring
 * expenses): reads and own-row locks by kind, the profile's writes, its run log and history,
 * and the engine's due query. The children stay in their own tables.
 */
import { type SQL, and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { recurringProfileComments, recurringProfileRuns, recurringProfiles } from '../../../drizzle/tables/accounting/recurring.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import type { Actor } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';
import { likeEscape } from '../../core/request/scoped.ts';
import type { ProfileMove } from './recurring-engine.ts';

export type StoredProfile = typeof recurringProfiles.$inferSelect;
export type StoredProfileKind = StoredProfile['kind'];
export type StoredProfileFields = Omit<typeof recurringProfiles.$inferInsert, 'id' | 'organizationId' | 'kind' | 'createdAt' | 'updatedAt'>;
export type StoredProfileComment = typeof recurringProfileComments.$inferSelect;

const ofKind = (organizationId: string, kind: StoredProfileKind, where?: SQL) =>
  inOrg(recurringProfiles, organizationId, and(eq(recurringProfiles.kind, kind), where));

/** A profile of a kind, or undefined (another kind's id, or another organization's, is not one). */
export async function findStoredProfile(db: Executor, organizationId: string, kind: StoredProfileKind, id: string, lock = false) {
  const query = db
    .select()
    .from(recurringProfiles)
    .where(ofKind(organizationId, kind, eq(recurringProfiles.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row as StoredProfile | undefined;
}

/** A page of a kind's profiles, newest first (one row more than the page, for has_more_page). */
export async function selectStoredProfiles(
  db: Executor,
  organizationId: string,
  kind: StoredProfileKind,
  filter: { status?: StoredProfile['status']; contactId?: string | null; name?: string | null; exactName?: string },
  window: { limit: number; offset: number },
): Promise<StoredProfile[]> {
  return db
    .select()
    .from(recurringProfiles)
    .where(
      ofKind(
        organizationId,
        kind,
        and(
          filter.status ? eq(recurringProfiles.status, filter.status) : undefined,
          filter.contactId ? eq(recurringProfiles.contactId, filter.contactId) : undefined,
          filter.exactName !== undefined ? sql`lower(${recurringProfiles.recurrenceName}) = lower(${filter.exactName})` : undefined,
          filter.name ? ilike(recurringProfiles.recurrenceName, `%${likeEscape(filter.name)}%`) : undefined,
        ),
      ),
    )
    .orderBy(desc(recurringProfiles.createdAt), desc(recurringProfiles.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function insertStoredProfile(tx: Tx, organizationId: string, kind: StoredProfileKind, id: string, fields: StoredProfileFields, at: Date) {
  await tx.insert(recurringProfiles).values({ ...fields, id, organizationId, kind, createdAt: at, updatedAt: at });
}

export async function updateStoredProfile(tx: Tx, organizationId: string, id: string, changes: Partial<StoredProfileFields> & { updatedAt: Date }) {
  await tx
    .update(recurringProfiles)
    .set(changes)
    .where(inOrg(recurringProfiles, organizationId, eq(recurringProfiles.id, id)));
}

/** A profile with its history and run log; its children stay. */
export async function deleteStoredProfile(tx: Tx, organizationId: string, id: string) {
  await tx.delete(recurringProfileComments).where(inOrg(recurringProfileComments, organizationId, eq(recurringProfileComments.profileId, id)));
  await tx.delete(recurringProfileRuns).where(inOrg(recurringProfileRuns, organizationId, eq(recurringProfileRuns.profileId, id)));
  await tx.delete(recurringProfiles).where(inOrg(recurringProfiles, organizationId, eq(recurringProfiles.id, id)));
}

/** The engine's move of a profile to its next date. */
export function moveStoredProfile(tx: Tx, organizationId: string, id: string, move: ProfileMove) {
  const { nextDate, nextCycle, status, updatedAt, lastDate } = move;
  return updateStoredProfile(tx, organizationId, id, { nextDate, nextCycle, status, updatedAt, ...(lastDate ? { lastDate } : {}) });
}

/** Active profiles of a kind whose next date has come in their organization's zone at `now`. */
export function dueStoredProfiles(db: Executor, kind: StoredProfileKind, now: Date) {
  return db
    .select({ id: recurringProfiles.id, organizationId: recurringProfiles.organizationId })
    .from(recurringProfiles)
    .innerJoin(organizations, eq(organizations.id, recurringProfiles.organizationId))
    .where(
      and(
        eq(recurringProfiles.kind, kind),
        eq(recurringProfiles.status, 'active'),
        sql`${recurringProfiles.nextDate} <= (${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`,
      ),
    )
    .orderBy(recurringProfiles.nextDate, recurringProfiles.id);
}

/** Claims a profile's date: the run's id, or null when the date is taken. */
export async function claimStoredRun(tx: Tx, organizationId: string, profileId: string, runDate: string, at: Date): Promise<string | null> {
  const [claimed] = await tx
    .insert(recurringProfileRuns)
    .values({ id: newId(), organizationId, profileId, runDate, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: recurringProfileRuns.id });
  return claimed?.id ?? null;
}

export async function settleStoredRun(tx: Tx, runId: string, outcome: { childId: string } | { failure: string }) {
  await tx.update(recurringProfileRuns).set(outcome).where(eq(recurringProfileRuns.id, runId));
}

/** The ids of the children a profile made, as a subquery for the child's list. */
export function childrenOf(db: Executor, organizationId: string, profileId: string) {
  return db
    .select({ id: recurringProfileRuns.childId })
    .from(recurringProfileRuns)
    .where(inOrg(recurringProfileRuns, organizationId, eq(recurringProfileRuns.profileId, profileId)));
}

export async function recordStoredHistory(
  tx: Executor,
  organizationId: string,
  profileId: string,
  actor: Actor,
  operation: string,
  description: string,
  at: Date,
  transaction?: { id: string; type: string },
) {
  await tx.insert(recurringProfileComments).values({
    id: newId(),
    organizationId,
    profileId,
    commentType: 'system',
    operationType: operation,
    description,
    commentedById: actor.userId,
    commentedBy: actor.name,
    transactionId: transaction?.id ?? null,
    transactionType: transaction?.type ?? null,
    createdAt: at,
  });
}

export function storedHistory(db: Executor, organizationId: string, profileId: string): Promise<StoredProfileComment[]> {
  return db
    .select()
    .from(recurringProfileComments)
    .where(inOrg(recurringProfileComments, organizationId, eq(recurringProfileComments.profileId, profileId)))
    .orderBy(asc(recurringProfileComments.createdAt), asc(recurringProfileComments.id));
}
