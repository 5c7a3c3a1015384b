import { describe, expect, it } from 'vitest';
import { fiscalYearOf, fiscalYearRange, presetRange } from '../../subgraphs/core/values/periods.ts';

describe('report periods', () => {
  it('computes the presets of a calendar fiscal year', () => {
    const on = (preset: Parameters<typeof presetRange>[0]) => presetRange(preset, '2024-03-01', 1);
    expect(on('today')).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(on('previous_day')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    // 2024-03-01 is a Friday; weeks run Monday to Sunday.
    expect(on('this_week')).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    expect(on('previous_week')).toEqual({ from: '2024-02-19', to: '2024-02-25' });
    expect(on('this_month')).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(on('previous_month')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(on('this_quarter')).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(on('previous_quarter')).toEqual({ from: '2023-10-01', to: '2023-12-31' });
    expect(on('this_year')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(on('previous_year')).toEqual({ from: '2023-01-01', to: '2023-12-31' });
  });

  it('makes quarters and years fiscal', () => {
    // Fiscal year from April: February 2024 is in fiscal year 2023 and its fourth quarter.
    expect(presetRange('this_year', '2024-02-10', 4)).toEqual({ from: '2023-04-01', to: '2024-03-31' });
    expect(presetRange('previous_year', '2024-02-10', 4)).toEqual({ from: '2022-04-01', to: '2023-03-31' });
    expect(presetRange('this_quarter', '2024-02-10', 4)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(presetRange('this_quarter', '2024-04-01', 4)).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    expect(presetRange('previous_quarter', '2024-04-30', 4)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    // Quarters need not align with calendar quarters: from February, Q1 is Feb–Apr.
    expect(presetRange('this_quarter', '2024-01-15', 2)).toEqual({ from: '2023-11-01', to: '2024-01-31' });
    expect(presetRange('this_quarter', '2024-02-01', 2)).toEqual({ from: '2024-02-01', to: '2024-04-30' });
    expect(presetRange('previous_quarter', '2024-02-01', 2)).toEqual({ from: '2023-11-01', to: '2024-01-31' });
    expect(presetRange('this_year', '2024-12-31', 12)).toEqual({ from: '2024-12-01', to: '2025-11-30' });
  });

  it('crosses year ends and leap days', () => {
    expect(presetRange('previous_day', '2024-01-01', 1)).toEqual({ from: '2023-12-31', to: '2023-12-31' });
    expect(presetRange('this_week', '2024-12-31', 1)).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(presetRange('previous_month', '2024-01-15', 1)).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(presetRange('this_week', '2024-03-03', 1)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
  });

  it('names a fiscal year by the calendar year it starts in', () => {
    expect(fiscalYearOf('2024-03-31', 4)).toBe(2023);
    expect(fiscalYearOf('2024-04-01', 4)).toBe(2024);
    expect(fiscalYearOf('2024-06-01', 1)).toBe(2024);
    expect(fiscalYearRange(2024, 4)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(fiscalYearRange(2023, 3)).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
});
