import type { ViewColumnRecord, ViewColumnType } from '../../../drizzle/tables/analytics/workspaces.ts';
import { invalid } from '../../core/values/errors.ts';
import { isIsoDate } from '../../core/values/time.ts';

/** GraphQL's column type names ↔ the stored ones. */
export const COLUMN_TYPES: Record<string, ViewColumnType> = {
  TEXT: 'text',
  INTEGER: 'integer',
  DECIMAL: 'decimal',
  DATE: 'date',
  TIMESTAMP: 'timestamp',
  BOOLEAN: 'boolean',
};

export const MAX_COLUMNS = 200;
export const MAX_ROWS_PER_REQUEST = 5000;
const MAX_TEXT = 10_000;

type Cell = string | number | boolean | null;

/**
 * A value of a table row, checked against its column's type and kept in one canonical form:
 * integers and decimals as strings of digits (exact), dates yyyy-mm-dd, instants ISO 8601.
 */
export function cellOf(column: ViewColumnRecord, value: unknown, path: (string | number)[]): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw invalid(path, 'must be text');
      if (String(value).length > MAX_TEXT) throw invalid(path, `must be at most ${MAX_TEXT} characters`);
      return String(value);
    case 'integer': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^-?\d{1,18}$/.test(text)) throw invalid(path, 'must be a whole number');
      return text.replace(/^(-?)0+(?=\d)/, '$1');
    }
    case 'decimal': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^-?\d{1,20}(\.\d{1,10})?$/.test(text)) throw invalid(path, 'must be a decimal number');
      return text;
    }
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value)) throw invalid(path, 'must be a date written yyyy-mm-dd');
      return value;
    case 'timestamp': {
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ||
        Number.isNaN(Date.parse(value))
      )
        throw invalid(path, 'must be a date and time in ISO 8601');
      return new Date(value).toISOString();
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw invalid(path, 'must be true or false');
  }
}

/** A row as stored: every column of the table, unknown keys refused (a typo would lose data silently). */
export function rowOf(columns: readonly ViewColumnRecord[], row: Record<string, unknown>, path: readonly (string | number)[]): Record<string, Cell> {
  const byName = new Map(columns.map((c) => [c.name, c]));
  for (const key of Object.keys(row)) {
    if (!byName.has(key)) throw invalid([...path, key], `is not a column of the table (columns: ${columns.map((c) => c.name).join(', ')})`);
  }
  const out: Record<string, Cell> = {};
  for (const column of columns) out[column.name] = cellOf(column, row[column.name], [...path, column.name]);
  return out;
}

/** Column names of a new table: present, unique regardless of case. */
export function checkColumns(
  columns: readonly { columnName: string }[],
  path: readonly (string | number)[] = ['input', 'columns'],
  nameKey = 'columnName',
): void {
  if (columns.length === 0) throw invalid([...path], 'must name at least one column');
  if (columns.length > MAX_COLUMNS) throw invalid([...path], `must name at most ${MAX_COLUMNS} columns`);
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    const name = column.columnName.trim().toLowerCase();
    if (!name) throw invalid([...path, i, nameKey], 'must not be blank');
    if (seen.has(name)) throw invalid([...path, i, nameKey], `names ${column.columnName} a second time`);
    seen.add(name);
  });
}
