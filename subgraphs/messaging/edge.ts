/**
 * What messaging adds at the platform's front door besides its subgraph and REST routes
 * (ModuleDescriptor.authenticators, rawRoutes, servers; the gateway mounts them):
 * - the send-mail token (`Authorization: Svc-enczapikey <key>`, or the family's
 *   `Zoho-enczapikey`) that the send routes take instead of OAuth (README "Sending");
 * - the tracking pixel and links of mail sent with `track_opens` / `track_clicks` (README
 *   "Tracking"): no token, the unguessable path is the proof; `/t/o/{token}` answers a 1×1 GIF,
 *   `/t/c/{token}` redirects (302) to the URL that was in the mail and nowhere else, an unknown
 *   token is 404; both also under /v1.1 (`/v1.1/t/o/{token}`), as the route table lists them;
 * - the provider's delivery receipts and email feedback (README "Status callbacks"):
 *   `POST /v1.1/providers/{channel}/status`, no token, signed with the organization's callback
 *   secret over the body as it arrived, answered in the messaging wire;
 * - the SMTP submission server of mail agents (README "SMTP relay"), run when SMTP_RELAY_PORT is set.
 */
import { readFileSync } from 'node:fs';
import type { Authenticator, ModuleServer, RawAnswer, RawRequest, RawRoute } from '../core/platform/modules.ts';
import { tokenInScheme } from '../core/request/family-names.ts';
import { KontorError } from '../core/values/errors.ts';
import { agentOfSecret } from './agents/credentials.ts';
import { SIGNATURE_HEADER, receiveStatus } from './channels/status-callbacks.ts';
import { trackingHit } from './email/tracking.ts';
import { type SmtpRelayOptions, startSmtpRelay } from './relay/smtp-submission.ts';

/** What a send-mail token may do: send email, nothing else. */
const SEND_MAIL_SCOPES = ['SvcMessaging.email.SEND'];

/**
 * A mail agent's send-mail token: the agent inside its organization, holding only the send
 * scope. UNAUTHENTICATED when absent, unknown or revoked, or when the agent is not active.
 */
export const sendMailToken: Authenticator = {
  name: 'messaging.send-mail-token',
  async identify(authorization, runtime) {
    const key = tokenInScheme(authorization, 'Svc-enczapikey');
    if (!key) throw new KontorError('UNAUTHENTICATED', 'Invalid send-mail token: send the header Authorization: Svc-enczapikey <send mail token>.');
    const sender = await agentOfSecret(runtime.database.db, key, 'apikey');
    if (!sender) throw new KontorError('UNAUTHENTICATED', 'Invalid send-mail token: the token is unknown or revoked, or its mail agent is not active.');
    return { userId: '0', scopes: [...SEND_MAIL_SCOPES], organizationId: sender.organizationId, agentId: sender.agentId, role: 'sender' };
  },
};

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NOT_FOUND: RawAnswer = { status: 404, type: 'text/plain', body: 'Not found' };
const userAgent = (request: RawRequest) => (request.headers['user-agent'] as string | undefined) ?? null;

const openPixel: RawRoute['handle'] = async (request, runtime) => {
  const hit = await trackingHit(runtime.database.db, 'open', request.params.token, userAgent(request), runtime.clock.now());
  if (!hit) return NOT_FOUND;
  return { status: 200, headers: { 'cache-control': 'no-store' }, type: 'image/gif', body: PIXEL };
};

const clickRedirect: RawRoute['handle'] = async (request, runtime) => {
  const hit = await trackingHit(runtime.database.db, 'click', request.params.token, userAgent(request), runtime.clock.now());
  if (!hit?.url) return NOT_FOUND;
  return { status: 302, headers: { 'cache-control': 'no-store', location: hit.url } };
};

/** Tracking links at the root (what mail carries) and under /v1.1 too, as the route table lists them in messaging's section. */
const trackingRoutes: RawRoute[] = ['', '/v1.1'].flatMap((prefix): RawRoute[] => [
  { method: 'GET', path: `${prefix}/t/o/{token}`, handle: openPixel },
  { method: 'GET', path: `${prefix}/t/c/{token}`, handle: clickRedirect },
]);

export const rawRoutes: readonly RawRoute[] = [
  ...trackingRoutes,
  {
    method: 'POST',
    path: '/v1.1/providers/{channel}/status',
    wire: 'messaging',
    bodyLimit: 64 * 1024,
    async handle(request, runtime) {
      const header = request.headers[SIGNATURE_HEADER];
      const signature = typeof header === 'string' ? header : undefined;
      const outcome = await receiveStatus(runtime.database, request.params.channel, request.rawBody, signature, runtime.clock.now());
      return { result: { receipt: { message_id: outcome.messageId, status: outcome.status, recorded: outcome.recorded } } };
    },
  },
];

/** The SMTP submission server, configured by SMTP_RELAY_* (README "SMTP relay"). */
export const smtpRelay: ModuleServer<SmtpRelayOptions> = {
  name: 'messaging.smtp-relay',
  fromEnv: (env) =>
    env.SMTP_RELAY_PORT
      ? {
          port: Number(env.SMTP_RELAY_PORT),
          host: env.SMTP_RELAY_HOST ?? env.HOST ?? '0.0.0.0',
          key: env.SMTP_RELAY_KEY_FILE ? readFileSync(env.SMTP_RELAY_KEY_FILE) : undefined,
          cert: env.SMTP_RELAY_CERT_FILE ? readFileSync(env.SMTP_RELAY_CERT_FILE) : undefined,
          allowInsecureAuth: env.SMTP_RELAY_INSECURE_AUTH === 'true',
        }
      : undefined,
  start: (runtime, options, door) => startSmtpRelay(runtime, options, door.throttle),
};
