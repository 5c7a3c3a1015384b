/**
 * The rules of a stock count that need no database: which states are open, how a state is
 * named in a refusal, accuracy and variance, and the dates a count may take.
 */
import type { CountState } from '../../../drizzle/tables/inventory/counts.ts';
import { type KontorError, cannotMove, invalid } from '../../core/values/errors.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import type { CountLineRow, CountRow } from './count-store.ts';

/** States a count can still be cancelled (and is waiting on a person) in. */
export const OPEN_STATES: readonly CountState[] = ['yet_to_start', 'counting', 'submitted', 'approval_in_progress'];
/** States whose count still matters to a recurring profile (not finished one way or another). */
export const ACTIVE_STATES: readonly CountState[] = [
  'yet_to_start',
  'start_in_progress',
  'counting',
  'submission_in_progress',
  'submitted',
  'approval_in_progress',
  'processing',
];

export function accuracyOf(row: Pick<CountRow, 'numberOfItemsCounted' | 'numberOfItemsMatched'>): number {
  if (!row.numberOfItemsCounted) return 0;
  return roundTo(dec(row.numberOfItemsMatched).times(100).dividedBy(row.numberOfItemsCounted), 2).toNumber();
}

/** counted − system, when the line is counted and its system quantity known. */
export function varianceOf(line: Pick<CountLineRow, 'countedQuantity' | 'systemQuantity' | 'isSkipped'>) {
  if (line.isSkipped || line.countedQuantity === null || line.systemQuantity === null) return null;
  return dec(line.countedQuantity).minus(line.systemQuantity);
}

const STATE_LABEL: Record<CountState, string> = {
  yet_to_start: 'yet to start',
  start_in_progress: 'being started',
  counting: 'in counting',
  submission_in_progress: 'being submitted',
  submitted: 'submitted',
  approval_in_progress: 'waiting for approval',
  processing: 'being processed',
  completed: 'completed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** A move the count's state does not allow, naming the state. */
export function cannotMoveCount(row: Pick<CountRow, 'inventorycountNumber' | 'status'>, action: string, reason?: string): KontorError {
  return cannotMove({ kind: 'stock count', name: row.inventorycountNumber, state: `${STATE_LABEL[row.status]} (status ${row.status})` }, action, reason, {
    state: row.status,
  });
}

export function checkDates(countDate: string, dueDate: string): void {
  if (dueDate < countDate) throw invalid(['input', 'dueDate'], `must not be before the count date ${countDate}`);
}
