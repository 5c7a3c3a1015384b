import { describe, expect, it } from 'vitest';
import { isId, newId } from '../../subgraphs/core/values/ids.ts';

const EPOCH = 1704067200000n;

describe('ids', () => {
  it('carries the minting time in its top bits', () => {
    const before = BigInt(Date.now());
    const id = newId();
    const after = BigInt(Date.now());
    const minted = (BigInt(id) >> 22n) + EPOCH;
    expect(minted >= before && minted <= after).toBe(true);
  });

  it('mints 64-bit digit strings that isId accepts', () => {
    for (let i = 0; i < 1000; i++) {
      const id = newId();
      expect(id).toMatch(/^[1-9][0-9]*$/);
      expect(BigInt(id) < 2n ** 63n).toBe(true);
      expect(isId(id)).toBe(true);
    }
  });

  it('mints strictly increasing, distinct ids within a process', () => {
    const ids = Array.from({ length: 20_000 }, () => BigInt(newId()));
    for (let i = 1; i < ids.length; i++) expect(ids[i] > ids[i - 1]).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('accepts only positive digit strings below 2^63', () => {
    expect(isId('1')).toBe(true);
    expect(isId(String(2n ** 63n - 1n))).toBe(true);
    expect(isId(String(2n ** 63n))).toBe(false);
    expect(isId('99999999999999999999')).toBe(false);
    for (const value of ['0', '', '-1', '01', '1.0', '1e5', ' 1', '1 ', 'abc', '0x1f']) expect(isId(value)).toBe(false);
    for (const value of [1, 1n, null, undefined, {}, ['1']]) expect(isId(value)).toBe(false);
  });
});
