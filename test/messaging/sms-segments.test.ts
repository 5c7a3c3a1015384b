/** SMS segment counting (subgraphs/messaging/channels/segments.ts): GSM-7 with its extension table, UCS-2, the 160/153 and 70/67 rules. */
import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from '../../subgraphs/messaging/channels/segments.ts';

describe('SMS segments', () => {
  it('GSM-7: 160 septets in one message, 153 per segment beyond', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
    expect(smsSegments('a'.repeat(1530))).toMatchObject({ segments: 10 });
  });

  it('counts the extension table as two septets and never splits an escape pair', () => {
    expect(isGsm7('€[]{}|^~\\\f')).toBe(true);
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    // 152 septets then a two-septet character: it goes whole into the second segment.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
    expect(smsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toMatchObject({ units: 306, segments: 2 });
  });

  it('the default alphabet includes its accented letters and Greek capitals', () => {
    expect(isGsm7('Ünïcødé?')).toBe(false);
    expect(isGsm7('ÄÖÜäöüßéèàÑñΔΦΓΛΩΠΨΣΘΞ@£$¥')).toBe(true);
    expect(smsSegments('ç').encoding).toBe('UCS-2'); // only the capital Ç is in the alphabet
  });

  it('UCS-2: 70 code units in one message, 67 per segment, surrogate pairs kept whole', () => {
    expect(smsSegments('Я'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('Я'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('Я'.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSegments('Я'.repeat(135))).toMatchObject({ segments: 3 });
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    // 66 units then an emoji (2 units): it does not fit in the first 67, the second segment takes it.
    expect(smsSegments(`${'Я'.repeat(66)}😀${'Я'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
    expect(smsSegments(`${'Я'.repeat(65)}😀${'Я'.repeat(67)}`)).toMatchObject({ units: 134, segments: 2 });
    // One character outside GSM-7 makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(69)}ć`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });
});
