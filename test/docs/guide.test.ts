import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';

/**
 * docs/guide.md as a reader runs it: every ```sh block, in order, in one bash, in a directory
 * holding the administrator's credentials as `npm start` writes them, against a running platform,
 * with a real SMTP server as the mail catcher. Then what the guide says happened is checked.
 */
const GUIDE = new URL('../../docs/guide.md', import.meta.url);
let platform: Platform;
let catcher: TestSmtpServer;
let dir: string;

beforeAll(async () => {
  [platform, catcher] = await Promise.all([startPlatform(), startSmtpServer()]);
  // As the guide starts the server for its email API part (undone after the file, test/helpers/file-env.ts).
  process.env.MESSAGING_DEV_VERIFIED_DOMAINS = 'sonnenschein.test';
  dir = mkdtempSync(join(tmpdir(), 'kontor-guide-'));
  const { credentials } = await platform.user();
  mkdirSync(join(dir, '.data'));
  writeFileSync(join(dir, '.data', 'credentials.json'), JSON.stringify(credentials));
});
afterAll(async () => {
  delete process.env.MESSAGING_DEV_VERIFIED_DOMAINS;
  await platform?.stop();
  await catcher?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function blocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

function bash(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd: dir, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('docs/guide.md', () => {
  it('runs every command of the guide, and the day happened as it says', async () => {
    const script = blocks(readFileSync(GUIDE, 'utf8'));
    expect(script.length).toBeGreaterThanOrEqual(10);
    const run = await bash(script.join('\n'), { KONTOR: platform.url, MAIL_PORT: String(catcher.port) });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const out = run.stdout;
    expect(out).toMatch(/INV-\d+ draft total 228\.48/);
    expect(out).toContain('Your invoice has been sent.');
    expect(out).toContain('status paid, balance 0');
    expect(out).toContain('%PDF-');
    expect(out).toContain('sonnenschein.test is verified');
    expect(out).toContain('report reimbursed, 38.4');
    expect(out).toMatch(/IC-\d+ completed: counted 12/);
    // The export's CSV, fetched from its absolute downloadUrl.
    expect(out).toContain('Hotel Seeblick,40,228.48');
    expect(out).toMatch(/INV-\d+ Hotel Seeblick PAID 228\.48/);
    expect(out).toMatch(/queued as message \d+/);
    expect(out).toMatch(/^data: .*"status":"PAID".*$/m);

    // Both invoices and the order mail reached the mail catcher, the first invoice with its PDF.
    const mails = await catcher.waitFor(3, (m) => m.envelope.to.includes('anna@seeblick.example'));
    expect(mails[0].attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(mails.map((m) => m.subject)).toContain('Your order for Saturday');
  });
});
