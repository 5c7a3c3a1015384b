import { describe, expect, it } from 'vitest';
import { DEFAULTS, parseConfig } from '../../../subgraphs/analytics/exports/export-config.ts';

const COLUMNS = ['Region', 'Amount'];
const refusal = (config: unknown) => {
  try {
    parseConfig(typeof config === 'string' ? config : JSON.stringify(config), COLUMNS);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(config)} was accepted`);
};

describe('export CONFIG', () => {
  it('fills every default', () => {
    expect(parseConfig('{"responseFormat":"csv"}', COLUMNS)).toEqual({ ...DEFAULTS, responseFormat: 'csv' });
    expect(parseConfig('{"responseFormat":"image"}', COLUMNS)).toMatchObject({ width: 500, height: 400, legend: true, imageFormat: 'png' });
    expect(parseConfig('{"responseFormat":"pdf"}', COLUMNS)).toMatchObject({ zoomFactor: 100, paperStyle: 'Portrait' });
    expect(parseConfig('{"responseFormat":"csv","includeHeader":"false","delimiter":"1"}', COLUMNS)).toMatchObject({ includeHeader: false, delimiter: 1 });
  });

  it('names the key and the rule of every refusal', () => {
    expect(refusal('not json')).toMatch(/^Invalid value passed for CONFIG: must be a JSON object/);
    expect(refusal([])).toBe('Invalid value passed for CONFIG: must be a JSON object.');
    expect(refusal({})).toBe('Invalid value passed for CONFIG.responseFormat: is required: one of csv, json, xml, html, pdf, image.');
    expect(refusal({ responseFormat: 'xlsx' })).toBe('Invalid value passed for CONFIG.responseFormat: must be one of csv, json, xml, html, pdf, image.');
    expect(refusal({ responseFormat: 'csv', colour: 'red' })).toBe('Invalid value passed for CONFIG.colour: is not a CONFIG key of an export job.');
    expect(refusal({ responseFormat: 'pdf', zoomFactor: 101 })).toBe('Invalid value passed for CONFIG.zoomFactor: must be from 0 to 100.');
    expect(refusal({ responseFormat: 'pdf', zoomFactor: 50.5 })).toBe('Invalid value passed for CONFIG.zoomFactor: must be a whole number from 0 to 100.');
    expect(refusal({ responseFormat: 'pdf', topMargin: 1.5 })).toBe('Invalid value passed for CONFIG.topMargin: must be from 0 to 1.');
    expect(refusal({ responseFormat: 'pdf', leftMargin: 'wide' })).toBe('Invalid value passed for CONFIG.leftMargin: must be a number from 0 to 1.');
    expect(refusal({ responseFormat: 'pdf', paperStyle: 'portrait' })).toBe('Invalid value passed for CONFIG.paperStyle: must be one of Portrait, Landscape.');
    expect(refusal({ responseFormat: 'pdf', paperSize: 9 })).toBe('Invalid value passed for CONFIG.paperSize: must be from 0 to 5.');
    expect(refusal({ responseFormat: 'pdf', leftHeader: 5 })).toBe(
      'Invalid value passed for CONFIG.leftHeaderText: is required when leftHeader is 5 (custom text).',
    );
    expect(refusal({ responseFormat: 'pdf', leftHeader: 1, leftHeaderText: 'x' })).toBe(
      'Invalid value passed for CONFIG.leftHeaderText: is used only when leftHeader is 5 (custom text).',
    );
    expect(parseConfig(JSON.stringify({ responseFormat: 'pdf', centerFooter: 5, centerFooterText: 'Confidential' }), COLUMNS).centerFooterText).toBe(
      'Confidential',
    );
    expect(refusal({ responseFormat: 'json', delimiter: 1 })).toBe('Invalid value passed for CONFIG.delimiter: applies only to csv exports, not json.');
    expect(refusal({ responseFormat: 'csv', delimiter: 4 })).toBe('Invalid value passed for CONFIG.delimiter: must be from 0 to 3.');
    expect(refusal({ responseFormat: 'csv', includeHeader: 'yes' })).toBe('Invalid value passed for CONFIG.includeHeader: must be true or false.');
    expect(refusal({ responseFormat: 'json', keyValueFormat: 1 })).toBe('Invalid value passed for CONFIG.keyValueFormat: must be true or false.');
    expect(refusal({ responseFormat: 'image', imageFormat: 'gif' })).toBe('Invalid value passed for CONFIG.imageFormat: must be one of png, jpg.');
    expect(refusal({ responseFormat: 'image', width: 50 })).toBe('Invalid value passed for CONFIG.width: must be from 100 to 4000.');
    expect(refusal({ responseFormat: 'image', legend: 'no' })).toBe('Invalid value passed for CONFIG.legend: must be true or false.');
    expect(refusal({ responseFormat: 'html', includeTitle: 2 })).toBe('Invalid value passed for CONFIG.includeTitle: must be from 0 to 1.');
    expect(refusal({ responseFormat: 'csv', selectedColumns: ['Region', 'Total'] })).toBe(
      'Invalid value passed for CONFIG.selectedColumns[1]: Total is not a column of the view (columns: Region, Amount).',
    );
    expect(refusal({ responseFormat: 'csv', selectedColumns: 'Region' })).toBe(
      'Invalid value passed for CONFIG.selectedColumns: must be an array of column names.',
    );
    expect(refusal({ responseFormat: 'csv', showHiddenCols: 'x' })).toBe('Invalid value passed for CONFIG.showHiddenCols: must be true or false.');
    expect(refusal({ responseFormat: 'csv', generateTOC: true })).toBe('Invalid value passed for CONFIG.generateTOC: applies only to dashboards, not views.');
    expect(refusal({ responseFormat: 'csv', dashboardLayout: 1 })).toBe(
      'Invalid value passed for CONFIG.dashboardLayout: applies only to dashboards, not views.',
    );
    expect(refusal({ responseFormat: 'csv', callbackUrl: 'ftp://example.com/x' })).toBe(
      'Invalid value passed for CONFIG.callbackUrl: must be an absolute http(s) URL.',
    );
    expect(refusal({ responseFormat: 'csv', callbackUrl: 'nope' })).toBe('Invalid value passed for CONFIG.callbackUrl: must be an absolute http(s) URL.');
    expect(refusal({ responseFormat: 'csv', password: 'abc' })).toBe('Invalid value passed for CONFIG.password: must be at least 4 characters.');
    expect(refusal({ responseFormat: 'csv', criteria: 5 })).toBe('Invalid value passed for CONFIG.criteria: must be a string.');
  });
});
