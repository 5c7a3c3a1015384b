import type { DatasetColumn } from '../../core/platform/datasets.ts';
import type { ExportConfig } from './export-config.ts';

/** CSV delimiters by code: 0 comma, 1 tab, 2 semicolon, 3 space. */
// Here rather than in export-config.ts, so the export thread (export-thread.ts) loads only this
// file and the database driver.
export const DELIMITERS = [',', '\t', ';', ' '] as const;
/** CSV record delimiters by code: 0 CRLF (DOS), 1 LF (Unix), 2 CR (Mac). */
export const RECORD_DELIMITERS = ['\r\n', '\n', '\r'] as const;

/**
 * The text formats of an export, written a page of rows at a time so a file of any size is
 * made in constant memory: `head` once, `rows` per page, `tail` once. Values arrive as text
 * (the database's own rendering, exact for decimals) or null.
 */
export interface TextFormat {
  contentType: string;
  extension: string;
  head(): string;
  rows(page: readonly (readonly (string | null)[])[]): string;
  tail(): string;
}

export interface FormatContext {
  columns: readonly DatasetColumn[];
  config: ExportConfig;
  title: string;
  description: string | null;
  /** The run's instant, for a PDF header or footer showing the date. */
  now?: Date;
}

export function csvFormat({ columns, config }: FormatContext): TextFormat {
  const delimiter = DELIMITERS[config.delimiter];
  const newline = RECORD_DELIMITERS[config.recordDelimiter];
  const cell = (value: string | null) => {
    if (value === null) return config.quoted === 1 ? '""' : '';
    const needs = config.quoted === 1 || value.includes(delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r');
    return needs ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const line = (values: readonly (string | null)[]) => values.map(cell).join(delimiter) + newline;
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    head: () => (config.includeHeader ? line(columns.map((c) => c.name)) : ''),
    rows: (page) => page.map(line).join(''),
    tail: () => '',
  };
}

/** A value as JSON: numbers and booleans as themselves (the database's exact digits), the rest as strings. */
function jsonValue(column: DatasetColumn, value: string | null): string {
  if (value === null) return 'null';
  if ((column.type === 'integer' || column.type === 'decimal') && /^-?\d+(\.\d+)?$/.test(value)) return value;
  if (column.type === 'boolean') return value === 'true' || value === 't' ? 'true' : 'false';
  return JSON.stringify(value);
}

export function jsonFormat({ columns, config }: FormatContext): TextFormat {
  const keys = columns.map((c) => JSON.stringify(c.name));
  let first = true;
  const item = (values: readonly (string | null)[]) =>
    config.keyValueFormat
      ? `{${values.map((v, i) => `${keys[i]}:${jsonValue(columns[i], v)}`).join(',')}}`
      : `[${values.map((v, i) => jsonValue(columns[i], v)).join(',')}]`;
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    head: () => (config.keyValueFormat ? '{"data":[' : `{"column_order":[${keys.join(',')}],"rows":[`),
    rows: (page) =>
      page
        .map((values) => {
          const text = (first ? '' : ',') + item(values);
          first = false;
          return text;
        })
        .join(''),
    tail: () => ']}',
  };
}

export function escapeXml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the markup ones are escaped.
  return text
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function xmlFormat({ columns, title }: FormatContext): TextFormat {
  const names = columns.map((c) => escapeXml(c.name));
  return {
    contentType: 'application/xml; charset=utf-8',
    extension: 'xml',
    head: () => `<?xml version="1.0" encoding="UTF-8"?>\n<response view="${escapeXml(title)}"><result><rows>\n`,
    rows: (page) =>
      page
        .map(
          (values) =>
            `<row>${values.map((v, i) => (v === null ? `<column name="${names[i]}"/>` : `<column name="${names[i]}">${escapeXml(v)}</column>`)).join('')}</row>\n`,
        )
        .join(''),
    tail: () => '</rows></result></response>\n',
  };
}

export function htmlFormat({ columns, config, title, description }: FormatContext): TextFormat {
  return {
    contentType: 'text/html; charset=utf-8',
    extension: 'html',
    head: () =>
      `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body>\n` +
      (config.includeTitle ? `<h1>${escapeXml(title)}</h1>\n` : '') +
      (config.includeDesc && description ? `<p>${escapeXml(description)}</p>\n` : '') +
      `<table>\n<thead><tr>${columns.map((c) => `<th>${escapeXml(c.name)}</th>`).join('')}</tr></thead>\n<tbody>\n`,
    rows: (page) => page.map((values) => `<tr>${values.map((v) => `<td>${v === null ? '' : escapeXml(v)}</td>`).join('')}</tr>\n`).join(''),
    tail: () => '</tbody>\n</table>\n</body></html>\n',
  };
}

export const TEXT_FORMATS = { csv: csvFormat, json: jsonFormat, xml: xmlFormat, html: htmlFormat } as const;
