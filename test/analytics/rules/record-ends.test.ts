import { describe, expect, it } from 'vitest';
import { recordEnds } from '../../../subgraphs/analytics/exports/export-copy.ts';

async function rewritten(chunks: string[], newline: string): Promise<string> {
  const parts: Buffer[] = [];
  async function* source() {
    for (const chunk of chunks) yield Buffer.from(chunk);
  }
  for await (const part of recordEnds(source(), Buffer.from(newline))) parts.push(part);
  return Buffer.concat(parts).toString();
}

describe("COPY's CSV with other record ends", () => {
  const csv = 'Region,Note\nEast,"two\nlines"\nWest,"say ""hi""\n, then go"\n';

  it('ends every record with CRLF or CR, leaving line feeds inside quoted values', async () => {
    expect(await rewritten([csv], '\r\n')).toBe('Region,Note\r\nEast,"two\nlines"\r\nWest,"say ""hi""\n, then go"\r\n');
    expect(await rewritten([csv], '\r')).toBe('Region,Note\rEast,"two\nlines"\rWest,"say ""hi""\n, then go"\r');
  });

  it('keeps track of quotes across chunk boundaries, wherever the chunks are cut', async () => {
    const whole = await rewritten([csv], '\r\n');
    for (let cut = 1; cut < csv.length; cut++) {
      expect(await rewritten([csv.slice(0, cut), csv.slice(cut)], '\r\n')).toBe(whole);
    }
    expect(await rewritten(csv.split(''), '\r\n')).toBe(whole);
  });
});
