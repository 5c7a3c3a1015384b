/**
 * Open and click tracking (README "Tracking"). At queue time a tracked message's HTML gets an
 * open pixel (`/t/o/{token}`) and its http(s) links point at `/t/c/{token}`; the tokens (24
 * random bytes) and each link's URL are stored with the message. A hit counts every time; the
 * first one, with its time and user agent, goes on the timeline as `opened` / `clicked`.
 * Links are absolute under the platform's public address (PUBLIC_URL, else where the gateway listens: core/platform/public-url.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { trackingTokens } from '../../../drizzle/tables/messaging/email.ts';
import { publicUrl } from '../../core/platform/public-url.ts';
import { newId } from '../../core/values/ids.ts';
import { recordTimeline } from '../channels/timeline.ts';

export function trackingBase(env: NodeJS.ProcessEnv = process.env): string {
  return publicUrl(env);
}

const token = () => randomBytes(24).toString('base64url');

/** The HTML with tracking in place and the token rows to store with the message. */
export function tracked(
  html: string,
  organizationId: string,
  messageId: string,
  options: { opens: boolean; clicks: boolean },
): { html: string; rows: (typeof trackingTokens.$inferInsert)[] } {
  const base = trackingBase();
  const rows: (typeof trackingTokens.$inferInsert)[] = [];
  let out = html;
  if (options.clicks) {
    out = out.replace(/(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi, (_all, head: string, quote: string, url: string) => {
      const t = token();
      rows.push({ id: newId(), organizationId, messageId, token: t, kind: 'click', url: url.replace(/&amp;/g, '&') });
      return `${head}${quote}${base}/t/c/${t}${quote}`;
    });
  }
  if (options.opens) {
    const t = token();
    rows.push({ id: newId(), organizationId, messageId, token: t, kind: 'open', url: null });
    const pixel = `<img src="${base}/t/o/${t}" width="1" height="1" alt="" style="display:none">`;
    out = /<\/body>/i.test(out) ? out.replace(/<\/body>/i, `${pixel}</body>`) : `${out}${pixel}`;
  }
  return { html: out, rows };
}

/**
 * Records a hit of a token; returns where a click goes (null for an unknown token, or one of
 * the other kind). The first hit is written on the timeline.
 */
export async function trackingHit(
  db: Executor,
  kind: 'open' | 'click',
  value: string,
  userAgent: string | null,
  at: Date,
): Promise<{ url: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(value)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(trackingTokens)
      .set({ hits: sql`${trackingTokens.hits} + 1` })
      .where(and(eq(trackingTokens.token, value), eq(trackingTokens.kind, kind)))
      .returning();
    if (!row) return null;
    const [first] = await tx
      .update(trackingTokens)
      .set({ firstAt: at, userAgent: userAgent?.slice(0, 500) ?? null })
      .where(and(eq(trackingTokens.id, row.id), isNull(trackingTokens.firstAt)))
      .returning({ id: trackingTokens.id });
    if (first) {
      await recordTimeline(tx, row.organizationId, row.messageId, at, [
        { kind: kind === 'open' ? 'opened' : 'clicked', detail: [kind === 'click' ? row.url : null, userAgent].filter(Boolean).join(' · ') || null },
      ]);
    }
    return { url: row.url };
  });
}
