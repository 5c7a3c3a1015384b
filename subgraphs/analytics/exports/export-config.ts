import { KontorError } from '../../core/values/errors.ts';

/**
 * CONFIG of an export job (spec: "Analytics export job configuration"), checked whole before a
 * job exists: every key with its type, range and default. A key the format does not take, or
 * that no format takes, is refused by name, so a typo never silently exports something else.
 */

export const FORMATS = ['csv', 'json', 'xml', 'html', 'pdf', 'image'] as const;
export type ExportFormat = (typeof FORMATS)[number];

/** 0 Letter, 1 Legal, 2 Tabloid, 3 A3, 4 A4, 5 Auto (the table's width). */
export const PAPER_SIZES = ['LETTER', 'LEGAL', 'TABLOID', 'A3', 'A4', 'AUTO'] as const;
/** Header and footer codes: 0 none, 1 the view's title, 2 the date, 3 "Page n", 4 "Page n of m", 5 custom text. */
export const CUSTOM_HEADER = 5;

export interface ExportConfig {
  responseFormat: ExportFormat;
  /** An SQL export's ORDER BY and LIMIT (sql-select.ts); no CONFIG key sets them. */
  orderBy?: { column: string; descending: boolean }[];
  rowLimit?: number | null;
  criteria: string | null;
  password: string | null;
  selectedColumns: string[] | null;
  showHiddenCols: boolean;
  showPersonalCols: boolean;
  generateTOC: boolean;
  dashboardLayout: number | null;
  callbackUrl: string | null;
  /** csv */
  delimiter: number;
  recordDelimiter: number;
  /** 0: quote a value only when it needs it; 1: quote every value. */
  quoted: number;
  includeHeader: boolean;
  /** json: rows as objects keyed by column (true) or as arrays under `column_order` (false). */
  keyValueFormat: boolean;
  /** pdf */
  paperSize: number;
  paperStyle: 'Portrait' | 'Landscape';
  /** 0 no title, 1 the view's name at the top. */
  showTitle: number;
  /** 0 no description, 1 the view's description under the title. */
  showDesc: number;
  exportLanguage: number;
  zoomFactor: number;
  topMargin: number;
  bottomMargin: number;
  leftMargin: number;
  rightMargin: number;
  leftHeader: number;
  rightHeader: number;
  centerHeader: number;
  leftFooter: number;
  rightFooter: number;
  centerFooter: number;
  leftHeaderText: string | null;
  rightHeaderText: string | null;
  centerHeaderText: string | null;
  leftFooterText: string | null;
  rightFooterText: string | null;
  centerFooterText: string | null;
  /** html: 0 or 1. */
  includeTitle: number;
  includeDesc: number;
  /** image */
  width: number;
  height: number;
  title: string | null;
  description: string | null;
  legend: boolean;
  imageFormat: 'png' | 'jpg';
}

type Kind = 'string' | 'int' | 'float' | 'bool' | 'strings';

interface Rule {
  kind: Kind;
  /** Formats the key applies to; absent: every format. */
  formats?: readonly ExportFormat[];
  min?: number;
  max?: number;
  oneOf?: readonly string[];
  maxLength?: number;
}

const HEADER_RULE: Rule = { kind: 'int', formats: ['pdf'], min: 0, max: 5 };
const HEADER_TEXT_RULE: Rule = { kind: 'string', formats: ['pdf'], maxLength: 200 };
const MARGIN_RULE: Rule = { kind: 'float', formats: ['pdf'], min: 0, max: 1 };

export const RULES: Record<string, Rule> = {
  responseFormat: { kind: 'string', oneOf: FORMATS },
  criteria: { kind: 'string', maxLength: 5000 },
  password: { kind: 'string', maxLength: 128 },
  selectedColumns: { kind: 'strings' },
  showHiddenCols: { kind: 'bool' },
  showPersonalCols: { kind: 'bool' },
  generateTOC: { kind: 'bool' },
  dashboardLayout: { kind: 'int', min: 0, max: 1 },
  callbackUrl: { kind: 'string', maxLength: 2000 },
  delimiter: { kind: 'int', formats: ['csv'], min: 0, max: 3 },
  recordDelimiter: { kind: 'int', formats: ['csv'], min: 0, max: 2 },
  quoted: { kind: 'int', formats: ['csv'], min: 0, max: 1 },
  includeHeader: { kind: 'bool', formats: ['csv'] },
  keyValueFormat: { kind: 'bool', formats: ['json'] },
  paperSize: { kind: 'int', formats: ['pdf'], min: 0, max: 5 },
  paperStyle: { kind: 'string', formats: ['pdf'], oneOf: ['Portrait', 'Landscape'] },
  showTitle: { kind: 'int', formats: ['pdf'], min: 0, max: 1 },
  showDesc: { kind: 'int', formats: ['pdf'], min: 0, max: 1 },
  exportLanguage: { kind: 'int', formats: ['pdf'], min: 0, max: 0 },
  zoomFactor: { kind: 'int', formats: ['pdf'], min: 0, max: 100 },
  topMargin: MARGIN_RULE,
  bottomMargin: MARGIN_RULE,
  leftMargin: MARGIN_RULE,
  rightMargin: MARGIN_RULE,
  leftHeader: HEADER_RULE,
  rightHeader: HEADER_RULE,
  centerHeader: HEADER_RULE,
  leftFooter: HEADER_RULE,
  rightFooter: HEADER_RULE,
  centerFooter: HEADER_RULE,
  leftHeaderText: HEADER_TEXT_RULE,
  rightHeaderText: HEADER_TEXT_RULE,
  centerHeaderText: HEADER_TEXT_RULE,
  leftFooterText: HEADER_TEXT_RULE,
  rightFooterText: HEADER_TEXT_RULE,
  centerFooterText: HEADER_TEXT_RULE,
  includeTitle: { kind: 'int', formats: ['html'], min: 0, max: 1 },
  includeDesc: { kind: 'int', formats: ['html'], min: 0, max: 1 },
  width: { kind: 'int', formats: ['image'], min: 100, max: 4000 },
  height: { kind: 'int', formats: ['image'], min: 100, max: 4000 },
  title: { kind: 'string', formats: ['image'], maxLength: 200 },
  description: { kind: 'string', formats: ['image'], maxLength: 1000 },
  legend: { kind: 'bool', formats: ['image'] },
  imageFormat: { kind: 'string', formats: ['image'], oneOf: ['png', 'jpg'] },
};

export const DEFAULTS: Omit<ExportConfig, 'responseFormat'> = {
  criteria: null,
  password: null,
  selectedColumns: null,
  showHiddenCols: false,
  showPersonalCols: false,
  generateTOC: false,
  dashboardLayout: null,
  callbackUrl: null,
  delimiter: 0,
  recordDelimiter: 0,
  quoted: 0,
  includeHeader: true,
  keyValueFormat: true,
  paperSize: 4,
  paperStyle: 'Portrait',
  showTitle: 1,
  showDesc: 1,
  exportLanguage: 0,
  zoomFactor: 100,
  topMargin: 0.5,
  bottomMargin: 0.5,
  leftMargin: 0.5,
  rightMargin: 0.5,
  leftHeader: 0,
  rightHeader: 0,
  centerHeader: 0,
  leftFooter: 0,
  rightFooter: 0,
  centerFooter: 3,
  leftHeaderText: null,
  rightHeaderText: null,
  centerHeaderText: null,
  leftFooterText: null,
  rightFooterText: null,
  centerFooterText: null,
  includeTitle: 1,
  includeDesc: 1,
  width: 500,
  height: 400,
  title: null,
  description: null,
  legend: true,
  imageFormat: 'png',
};

function refuse(key: string, rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG.${key}: ${rule}.`, { field: ['CONFIG', key], rule });
}

function valueOf(key: string, raw: unknown, rule: Rule): unknown {
  switch (rule.kind) {
    case 'string': {
      if (typeof raw !== 'string') throw refuse(key, 'must be a string');
      if (rule.oneOf && !rule.oneOf.includes(raw)) throw refuse(key, `must be one of ${rule.oneOf.join(', ')}`);
      if (rule.maxLength !== undefined && raw.length > rule.maxLength) throw refuse(key, `must be at most ${rule.maxLength} characters`);
      return raw;
    }
    case 'bool':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw refuse(key, 'must be true or false');
    case 'int':
    case 'float': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
      const range = `from ${rule.min} to ${rule.max}`;
      if (!Number.isFinite(n)) throw refuse(key, rule.kind === 'int' ? `must be a whole number ${range}` : `must be a number ${range}`);
      if (rule.kind === 'int' && !Number.isInteger(n)) throw refuse(key, `must be a whole number ${range}`);
      if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)) throw refuse(key, `must be ${range}`);
      return n;
    }
    case 'strings':
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) throw refuse(key, 'must be an array of column names');
      if (raw.length === 0) throw refuse(key, 'must name at least one column');
      return raw;
  }
}

/**
 * CONFIG as the route receives it (URL-decoded JSON text) → the complete configuration, or the
 * first problem found, naming the key and its rule. `columns` are the view's, which
 * `selectedColumns` must name; criteria are parsed by the caller, which knows their types.
 */
export function parseConfig(text: string, columns: readonly string[]): ExportConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new KontorError('INVALID_VALUE', `Invalid value passed for CONFIG: must be a JSON object (${(error as Error).message}).`, {
      field: ['CONFIG'],
      rule: 'must be a JSON object',
    });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new KontorError('INVALID_VALUE', 'Invalid value passed for CONFIG: must be a JSON object.', { field: ['CONFIG'], rule: 'must be a JSON object' });
  const given = raw as Record<string, unknown>;
  if (given.responseFormat === undefined || given.responseFormat === null || given.responseFormat === '')
    throw refuse('responseFormat', `is required: one of ${FORMATS.join(', ')}`);
  // The family's clients spell formats either way (`CSV`, `csv`).
  const spelled = typeof given.responseFormat === 'string' ? given.responseFormat.toLowerCase() : given.responseFormat;
  const format = valueOf('responseFormat', spelled, RULES.responseFormat) as ExportFormat;
  const config: Record<string, unknown> = { ...DEFAULTS, responseFormat: format };
  for (const [key, value] of Object.entries(given)) {
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
    if (!rule) throw refuse(key, 'is not a CONFIG key of an export job');
    if (key === 'responseFormat' || value === null) continue;
    if (rule.formats && !rule.formats.includes(format)) throw refuse(key, `applies only to ${rule.formats.join(', ')} exports, not ${format}`);
    config[key] = valueOf(key, value, rule);
  }
  const result = config as unknown as ExportConfig;
  // Dashboards are not exported by this platform: their keys fit no view.
  if (result.generateTOC) throw refuse('generateTOC', 'applies only to dashboards, not views');
  if (result.dashboardLayout !== null) throw refuse('dashboardLayout', 'applies only to dashboards, not views');
  if (result.password !== null && result.password.length < 4) throw refuse('password', 'must be at least 4 characters');
  for (const place of ['leftHeader', 'rightHeader', 'centerHeader', 'leftFooter', 'rightFooter', 'centerFooter'] as const) {
    const text = result[`${place}Text`];
    if (result[place] === CUSTOM_HEADER && !text) throw refuse(`${place}Text`, `is required when ${place} is 5 (custom text)`);
    if (result[place] !== CUSTOM_HEADER && text) throw refuse(`${place}Text`, `is used only when ${place} is 5 (custom text)`);
  }
  if (result.selectedColumns) {
    const known = new Set(columns);
    result.selectedColumns.forEach((column, i) => {
      if (!known.has(column)) throw refuse(`selectedColumns[${i}]`, `${column} is not a column of the view (columns: ${columns.join(', ')})`);
    });
  }
  if (result.callbackUrl !== null) {
    let url: URL;
    try {
      url = new URL(result.callbackUrl);
    } catch {
      throw refuse('callbackUrl', 'must be an absolute http(s) URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('callbackUrl', 'must be an absolute http(s) URL');
    if (url.username || url.password) throw refuse('callbackUrl', 'must not carry credentials');
  }
  return result;
}
