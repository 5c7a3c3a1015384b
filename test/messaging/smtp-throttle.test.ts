/**
 * The SMTP submission server's AUTH under a password-guessing run: throttled by the token
 * endpoint's own throttle (gateway/guard/rate-limits.ts, lent by the gateway as its door),
 * per SMTP user: a few 535s, then 454 with the wait, the right password included, and an
 * unknown user answered alike.
 */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpRelay, startSmtpRelay } from '../../subgraphs/messaging/api.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
let relay: SmtpRelay;
beforeAll(async () => {
  platform = await startPlatform();
  relay = await startSmtpRelay(platform.app.runtime, { port: 0, allowInsecureAuth: true }, platform.app.door.throttle);
});
afterAll(async () => {
  await relay?.close();
  await platform?.stop();
});

/** One AUTH on a fresh connection: the SMTP code it was answered with (235 accepted). */
async function authenticate(user: string, pass: string): Promise<{ code: number; response: string }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true, auth: { user, pass } });
  try {
    await transport.verify();
    return { code: 235, response: 'accepted' };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string };
    return { code: e.responseCode ?? 0, response: e.response ?? '' };
  } finally {
    transport.close();
  }
}

describe('SMTP AUTH throttling', () => {
  it('answers a password-guessing run with 454 and the wait after a few 535s, the right password included', async () => {
    const { client } = await platform.tenant();
    const agentKey = (await client.post('/v1.1/agents', { mailagent_name: 'Guessed', description: '' })).body.data.mailagent_key as string;
    const password = (await client.post(`/v1.1/agents/${agentKey}/short-passwords`)).body.data;
    expect((await authenticate(password.username, password.password)).code).toBe(235);

    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await authenticate(password.username, `wrong-${i}`)).code);
    // Five failures are free; each one past them locks the user for twice as long (1 s, 2 s, 4 s…).
    expect(answers.slice(0, 5)).toEqual([535, 535, 535, 535, 535]);
    expect(answers.every((code) => code === 535 || code === 454)).toBe(true);
    expect(answers.filter((code) => code === 535).length).toBeLessThan(15);
    const locked = await authenticate(password.username, password.password);
    expect(locked.code).toBe(454);
    expect(locked.response).toMatch(/^454 .*Too many failed attempts: retry after \d+ seconds/);

    // A user that does not exist is counted and answered alike: a lockout tells nothing.
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) unknown.push((await authenticate('agent-1', `wrong-${i}`)).code);
    expect(unknown.slice(0, 5)).toEqual([535, 535, 535, 535, 535]);
    expect(unknown).toContain(454);
  });
});
