/**
 * Stock count import files (csv, tsv, xls, xlsx): one row per item. csv, tsv and xlsx are read
 * as streams, so a 10 MB file never sits in memory as a whole; xls (the old BIFF format, which
 * exceljs cannot read) is read whole by SheetJS. The first row names the columns; rows are
 * numbered as a spreadsheet shows them (the header is row 1).
 */
import { parse } from 'csv-parse';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { KontorError } from '../../core/values/errors.ts';

export interface ImportRow {
  /** Row number in the file (header = 1). */
  row: number;
  itemId?: string;
  sku?: string;
  itemName?: string;
  /** Counted quantity, when the file gives one (a decimal ≥ 0 as text). */
  countedQuantity?: string;
}

export interface ImportResult {
  rows: ImportRow[];
  /** Problems found while reading (bad quantities), by row. */
  problems: string[];
}

type Column = 'itemId' | 'sku' | 'itemName' | 'countedQuantity';

const HEADERS: Record<string, Column> = {
  itemid: 'itemId',
  sku: 'sku',
  itemname: 'itemName',
  name: 'itemName',
  item: 'itemName',
  countedquantity: 'countedQuantity',
  quantity: 'countedQuantity',
  counted: 'countedQuantity',
  qty: 'countedQuantity',
  countedqty: 'countedQuantity',
};

const QUANTITY = /^\d+(\.\d+)?$/;

function fileError(rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for attachment: ${rule}.`, { field: ['attachment'], rule });
}

/** Which column holds what, from the header row. */
function columnsOf(header: readonly string[]): Map<number, Column> {
  const columns = new Map<number, Column>();
  header.forEach((cell, i) => {
    const column = HEADERS[cell.toLowerCase().replace(/[^a-z0-9]/g, '')];
    if (column && ![...columns.values()].includes(column)) columns.set(i, column);
  });
  const named = new Set(columns.values());
  if (!named.has('itemId') && !named.has('sku') && !named.has('itemName')) {
    throw fileError('the first row must name the columns: item_id, sku or item_name (one is enough), and optionally counted_quantity');
  }
  return columns;
}

class Reader {
  private columns?: Map<number, Column>;
  readonly rows: ImportRow[] = [];
  readonly problems: string[] = [];

  constructor(private readonly maxRows: number) {}

  /** Takes one row of cells; false once the file holds more rows than a count may. */
  add(cells: readonly string[], row: number): void {
    if (!this.columns) {
      this.columns = columnsOf(cells);
      return;
    }
    if (cells.every((c) => c === '')) return;
    const parsed: ImportRow = { row };
    for (const [i, column] of this.columns) {
      const value = cells[i] ?? '';
      if (value !== '') parsed[column] = value;
    }
    if (parsed.countedQuantity !== undefined && !QUANTITY.test(parsed.countedQuantity)) {
      this.problems.push(`row ${row}: counted quantity "${parsed.countedQuantity}" is not a number of at least 0`);
      delete parsed.countedQuantity;
    }
    if (parsed.itemId === undefined && parsed.sku === undefined && parsed.itemName === undefined) {
      this.problems.push(`row ${row}: names no item (item_id, sku or item_name)`);
      return;
    }
    this.rows.push(parsed);
    if (this.rows.length > this.maxRows) {
      throw new KontorError('LIMIT_EXCEEDED', `A stock count holds at most ${this.maxRows} line items; the import file has more rows.`, {
        field: ['attachment'],
      });
    }
  }

  result(): ImportResult {
    if (!this.columns) throw fileError('the file is empty');
    if (!this.rows.length && !this.problems.length) throw fileError('the file has no rows below its header');
    return { rows: this.rows, problems: this.problems };
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

async function readDelimited(stream: Readable, delimiter: string, reader: Reader): Promise<void> {
  const parser = stream.pipe(parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, trim: true, info: true, skip_empty_lines: true }));
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) reader.add(record.record, record.info.lines);
  } catch (error) {
    if (error instanceof KontorError) throw error;
    throw fileError(`the file cannot be read as ${delimiter === '\t' ? 'tsv' : 'csv'} (${(error as Error).message})`);
  } finally {
    stream.destroy();
  }
}

async function readXlsx(stream: Readable, reader: Reader): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        // row.values is 1-based (index 0 empty).
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        reader.add(
          values.map((v) => cellText(v as ExcelJS.CellValue)),
          row.number,
        );
      }
      // The first worksheet is the import.
      break;
    }
  } catch (error) {
    if (error instanceof KontorError) throw error;
    throw fileError(`the file cannot be read as xlsx (${(error as Error).message})`);
  } finally {
    stream.destroy();
  }
}

/**
 * xls (BIFF, Excel 97-2003) has no streaming reader: the file (at most the upload's 10 MB) is
 * read whole by SheetJS, and the first sheet's rows are numbered as the spreadsheet shows them.
 */
async function readXls(stream: Readable, reader: Reader): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  let rows: unknown[][];
  try {
    const workbook = XLSX.read(Buffer.concat(chunks), { type: 'buffer', cellDates: true, dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    rows = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: '' }) : [];
  } catch (error) {
    throw fileError(`the file cannot be read as xls (${(error as Error).message})`);
  }
  rows.forEach((row, i) => {
    const values = row.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim()));
    if (values.some((v) => v !== '')) reader.add(values, i + 1);
  });
}

/** Reads an import file by its kind (its content type, as the upload recognised it). */
export async function readImportFile(stream: Readable, contentType: string, maxRows: number): Promise<ImportResult> {
  const reader = new Reader(maxRows);
  if (contentType === 'text/csv') await readDelimited(stream, ',', reader);
  else if (contentType === 'text/tab-separated-values') await readDelimited(stream, '\t', reader);
  else if (contentType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') await readXlsx(stream, reader);
  else if (contentType === 'application/vnd.ms-excel') await readXls(stream, reader);
  else {
    stream.destroy();
    throw fileError('send a csv, tsv, xls or xlsx file');
  }
  return reader.result();
}
