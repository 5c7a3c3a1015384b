/** How an entry of a record's history reads, whatever the record (documents, contacts): who, what, and when in the organization's zone. */
import type { OrganizationRow } from '../request/tenancy.ts';
import { ago, localDate, timeOfDay } from '../values/time.ts';

/** The columns every history entry has, as read. */
export interface HistoryEntryRow {
  id: string;
  description: string;
  commentedById: string | null;
  commentedBy: string;
  commentType: 'system' | 'user';
  operationType: string;
  createdAt: Date;
}

export function historyEntryView(
  row: Pick<HistoryEntryRow, 'id' | 'description' | 'commentedById' | 'commentedBy' | 'commentType' | 'createdAt' | 'operationType'>,
  org: OrganizationRow,
  now: Date,
) {
  return {
    commentId: row.id,
    description: row.description,
    commentedById: row.commentedById,
    commentedBy: row.commentedBy,
    commentType: row.commentType === 'user' ? ('USER' as const) : ('SYSTEM' as const),
    date: localDate(row.createdAt, org.timeZone),
    dateDescription: ago(row.createdAt, now),
    time: timeOfDay(row.createdAt, org.timeZone),
    operationType: row.operationType,
  };
}
