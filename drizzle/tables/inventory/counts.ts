import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { decimal, id } from '../../columns.ts';
import { inventory } from './stock.ts';

/** Stock counts, recurring stock count profiles and their settings (subgraphs/inventory/services/counts*.ts). */

export type CountState =
  | 'yet_to_start'
  | 'start_in_progress'
  | 'counting'
  | 'submission_in_progress'
  | 'submitted'
  | 'approval_in_progress'
  | 'processing'
  | 'completed'
  | 'cancelled'
  | 'expired';

/** Work a count's job is doing on its lines in batches (the `*_in_progress` and processing states). */
export type CountOperation = 'start' | 'submit' | 'approve';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Per-organization settings of stock counts (GET/PUT /settings/inventorycounts, an extension). */
export const countSettings = inventory.table('count_settings', {
  organizationId: id('organization_id').primaryKey(),
  /** 5000 line items per count instead of 1000 (spec Limits: "when the extended limit is enabled"). */
  extendedLineLimit: boolean('extended_line_limit').notNull().default(false),
  /** Submitted counts wait for an approver (approval_in_progress) instead of standing submitted. */
  approvalRequired: boolean('approval_required').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/** A stock count: physical verification of items at one location against the stock ledger. */
export const counts = inventory.table(
  'counts',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    inventorycountNumber: text('inventorycount_number').notNull(),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    /** After this date an unfinished count expires (default: the count date). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status').$type<CountState>().notNull(),
    countType: text('count_type').$type<'adhoc' | 'recurring'>().notNull(),
    locationId: id('location_id').notNull(),
    assigneeId: id('assignee_id'),
    createdById: id('created_by_id'),
    /** The profile that generated the count, for recurring counts. */
    recurringCountId: id('recurring_count_id'),
    numberOfItems: integer('number_of_items').notNull().default(0),
    numberOfItemsCounted: integer('number_of_items_counted').notNull().default(0),
    numberOfItemsSkipped: integer('number_of_items_skipped').notNull().default(0),
    numberOfItemsMatched: integer('number_of_items_matched').notNull().default(0),
    numberOfItemsAdjusted: integer('number_of_items_adjusted').notNull().default(0),
    numberOfItemsApproved: integer('number_of_items_approved').notNull().default(0),
    numberOfItemsRejected: integer('number_of_items_rejected').notNull().default(0),
    /** The job working on the lines, while one is. */
    operation: text('operation').$type<CountOperation>(),
    processedLines: integer('processed_lines').notNull().default(0),
    submittedById: id('submitted_by_id'),
    submittedTime: at('submitted_time'),
    approvedById: id('approved_by_id'),
    approvedTime: at('approved_time'),
    rejectionReason: text('rejection_reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('inventory_counts_org_number').on(t.organizationId, sql`lower(${t.inventorycountNumber})`),
    // A profile creates one count per date, whatever runs of the schedule overlap.
    uniqueIndex('inventory_counts_recurring_date').on(t.recurringCountId, t.countDate).where(sql`${t.recurringCountId} is not null`),
    index('inventory_counts_org_created').on(t.organizationId, t.createdAt),
    index('inventory_counts_org_status').on(t.organizationId, t.status, t.dueDate),
  ],
);

/**
 * Lines of a count. `stage` says how far the count's jobs got with the line: 0 created,
 * 1 system quantity taken (start), 2 submitted, 3 settled (approved: adjusted or rejected).
 */
export const countLines = inventory.table(
  'count_lines',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    countId: id('count_id').notNull(),
    itemId: id('item_id').notNull(),
    itemOrder: integer('item_order').notNull(),
    itemName: text('item_name').notNull(),
    sku: text('sku'),
    unit: text('unit'),
    systemQuantity: decimal('system_quantity'),
    countedQuantity: decimal('counted_quantity'),
    isSkipped: boolean('is_skipped').notNull().default(false),
    status: text('status').$type<'draft' | 'counted' | 'skipped' | 'approved' | 'rejected'>().notNull().default('draft'),
    reasonId: text('reason_id'),
    /** What the approver decided for the line (null: approve). */
    decision: text('decision').$type<'approve' | 'reject'>(),
    stage: integer('stage').notNull().default(0),
    /** Value of the adjustment posted for the line (variance × unit cost), once settled. */
    adjustmentValue: decimal('adjustment_value'),
  },
  (t) => [
    uniqueIndex('inventory_count_lines_item').on(t.countId, t.itemId),
    index('inventory_count_lines_count_stage').on(t.countId, t.stage, t.itemOrder),
    index('inventory_count_lines_org_item').on(t.organizationId, t.itemId),
  ],
);

/** A recurring stock count profile: creates counts on an automatic or a manual schedule. */
export const recurringCounts = inventory.table(
  'recurring_counts',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    title: text('title').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull(),
    scheduleType: text('schedule_type').$type<'auto' | 'manual'>().notNull(),
    recurrenceFrequency: text('recurrence_frequency').$type<'days' | 'weeks' | 'months' | 'years'>(),
    repeatEvery: integer('repeat_every'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    noOfCycles: integer('no_of_cycles'),
    executedCycles: integer('executed_cycles').notNull().default(0),
    countDates: jsonb('count_dates').$type<string[]>().notNull().default([]),
    locationId: id('location_id').notNull(),
    assigneeId: id('assignee_id'),
    nextCountDate: date('next_count_date', { mode: 'string' }),
    lastCountCreatedDate: date('last_count_created_date', { mode: 'string' }),
    executionTime: text('execution_time').notNull(),
    runSpecificDays: jsonb('run_specific_days').$type<string[]>().notNull().default([]),
    runSpecificDate: integer('run_specific_date'),
    runSpecificWeek: text('run_specific_week'),
    runSpecificMonth: text('run_specific_month'),
    remindBefore: integer('remind_before'),
    /** The count date the assignee was last reminded of (one reminder per date). */
    remindedForDate: date('reminded_for_date', { mode: 'string' }),
    description: text('description'),
    createdById: id('created_by_id'),
    lastModifiedById: id('last_modified_by_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('inventory_recurring_counts_org_created').on(t.organizationId, t.createdAt),
    index('inventory_recurring_counts_due').on(t.status, t.nextCountDate),
  ],
);

/** Items a recurring profile counts. */
export const recurringCountLines = inventory.table(
  'recurring_count_lines',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    recurringCountId: id('recurring_count_id').notNull(),
    itemId: id('item_id').notNull(),
    itemOrder: integer('item_order').notNull(),
    itemName: text('item_name').notNull(),
    sku: text('sku'),
    unit: text('unit'),
  },
  (t) => [uniqueIndex('inventory_recurring_count_lines_item').on(t.recurringCountId, t.itemId)],
);
