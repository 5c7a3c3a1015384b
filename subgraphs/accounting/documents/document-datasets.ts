/**
 * A sales document kind as analytics reads it (core/platform/datasets.ts): one row per document,
 * amounts in its currency. The columns every kind shares are declared here once, in one order;
 * a kind names its number, its own dates, how its status is read and what amounts it adds.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { type Dataset, type DatasetSpec, defineDataset } from '../../core/platform/datasets.ts';

type Column = DatasetSpec['columns'][number];

interface SalesDocumentTable {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
  date: AnyPgColumn;
  customerId: AnyPgColumn;
  customerName: AnyPgColumn;
  referenceNumber: AnyPgColumn;
  salespersonName: AnyPgColumn;
  subTotal: AnyPgColumn;
  taxTotal: AnyPgColumn;
  total: AnyPgColumn;
  exchangeRate: AnyPgColumn;
}

export function salesDocumentDataset<T extends PgTable & SalesDocumentTable>(spec: {
  name: string;
  description: string;
  table: T;
  /** "Invoice": the ID and Number columns are named after it. */
  noun: string;
  number: AnyPgColumn;
  /** The kind's dates besides its date: Due Date, Expiry Date. */
  dates: readonly { name: string; value: AnyPgColumn }[];
  /** The state as a client reads it: the stored column, or SQL for a state judged on the date. */
  status: Column['value'];
  /** Amounts after Total: an invoice's Balance. */
  amounts?: readonly { name: string; value: AnyPgColumn }[];
}): Dataset {
  const t = spec.table;
  return defineDataset({
    name: spec.name,
    description: spec.description,
    from: t,
    organization: t.organizationId,
    key: t.id,
    columns: [
      { name: `${spec.noun} ID`, type: 'text', value: sql`${t.id}::text` },
      { name: `${spec.noun} Number`, type: 'text', value: spec.number },
      { name: 'Date', type: 'date', value: t.date },
      ...spec.dates.map((d) => ({ name: d.name, type: 'date' as const, value: d.value })),
      { name: 'Status', type: 'text', value: spec.status },
      { name: 'Customer ID', type: 'text', value: sql`${t.customerId}::text` },
      { name: 'Customer Name', type: 'text', value: t.customerName },
      { name: 'Reference Number', type: 'text', value: t.referenceNumber },
      { name: 'Salesperson', type: 'text', value: t.salespersonName },
      { name: 'Sub Total', type: 'decimal', value: t.subTotal },
      { name: 'Tax Total', type: 'decimal', value: t.taxTotal },
      { name: 'Total', type: 'decimal', value: t.total },
      ...(spec.amounts ?? []).map((a) => ({ name: a.name, type: 'decimal' as const, value: a.value })),
      { name: 'Exchange Rate', type: 'decimal', value: t.exchangeRate },
    ],
  });
}

/** The organization's date at `now` in its time zone, per row of a table holding `organizationId`. */
export function organizationToday(organizationId: AnyPgColumn, now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone (select ${organizations.timeZone} from ${organizations} where ${organizations.id} = ${organizationId}))::date`;
}
