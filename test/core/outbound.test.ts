import { afterEach, describe, expect, it } from 'vitest';
import { RefusedTarget, refusedAddress, vetTarget } from '../../subgraphs/core/platform/outbound.ts';

afterEach(() => {
  delete process.env.ANALYTICS_CALLBACK_ALLOW;
});

async function refusal(url: string): Promise<string> {
  try {
    await vetTarget(url);
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedTarget);
    return (error as Error).message;
  }
  throw new Error(`${url} was allowed`);
}

describe('callback targets', () => {
  it('refuses loopback, private, link-local, metadata and other internal addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(refusedAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(refusedAddress(address), address).toBe(false);
  });

  it('checks the addresses a name resolves to, and wants https outside development', async () => {
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toContain('169.254.169.254');
    expect(await refusal('https://[::1]:8443/hook')).toContain('::1');
    expect(await refusal('https://localhost:8443/hook')).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
    expect(await refusal('http://93.184.216.34/hook')).toBe('callbacks go to https URLs only');
    expect(await vetTarget('https://93.184.216.34/hook')).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('lets an operator allow an on-premise receiver', async () => {
    process.env.ANALYTICS_CALLBACK_ALLOW = 'localhost:9999, 10.0.0.5';
    expect(await vetTarget('http://localhost:9999/hook')).toMatchObject({ url: expect.any(URL) });
    expect(await vetTarget('https://10.0.0.5/hook')).toMatchObject({ address: '10.0.0.5' });
    expect(await refusal('https://localhost:9998/hook')).toContain('resolves to');
  });
});
