/**
 * Sending domains (README "Domains"): added with a generated 2048-bit RSA DKIM key pair,
 * verified by looking up their DKIM and SPF TXT records, and required for every send-mail API
 * message: its From must be an address of a verified domain of the organization.
 *
 * DNS: lookups go to `DNS_SERVERS` (comma-separated `ip[:port]`) when set, otherwise to the
 * system's resolvers. SPF must include `MESSAGING_SPF_INCLUDE` (default `spf.kontor.local`);
 * the bounce CNAME points at `MESSAGING_BOUNCE_HOST` (default `bounce.kontor.local`).
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { promisify } from 'node:util';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { sendingDomains } from '../../../drizzle/tables/messaging/agents.ts';
import { outgoingMessages } from '../../../drizzle/tables/messaging/email.ts';
import { sealSecret } from '../../core/platform/secrets.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { isId, newId } from '../../core/values/ids.ts';
import { getAgent } from '../agents/agent-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type SendingDomainRow = typeof sendingDomains.$inferSelect;

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function spfInclude(env: NodeJS.ProcessEnv = process.env): string {
  return env.MESSAGING_SPF_INCLUDE?.trim() || 'spf.kontor.local';
}
export function bounceHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.MESSAGING_BOUNCE_HOST?.trim() || 'bounce.kontor.local';
}

/** The DKIM TXT value of a public key. */
export function dkimTxt(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

function checkedName(raw: string, field: (string | number)[]): string {
  const name = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!DOMAIN.test(name)) throw invalid(field, `${JSON.stringify(raw)} is not a domain name`);
  return name;
}

function checkedPrefix(raw: string, field: (string | number)[]): string {
  const prefix = raw.trim().toLowerCase();
  if (!PREFIX.test(prefix)) throw invalid(field, 'must be one DNS label (letters, digits, -)');
  return prefix;
}

async function agentIdsOf(scope: Scope, keys: readonly string[] | null | undefined): Promise<string[]> {
  const ids: string[] = [];
  for (const key of keys ?? []) ids.push((await getAgent(scope.db, scope.org.id, key)).id);
  return ids;
}

export async function listDomains(db: Executor, organizationId: string): Promise<SendingDomainRow[]> {
  return db.select().from(sendingDomains).where(inOrg(sendingDomains, organizationId)).orderBy(asc(sendingDomains.createdAt), asc(sendingDomains.id));
}

export async function getDomain(db: Executor, organizationId: string, domainKey: string): Promise<SendingDomainRow> {
  const [row] = isId(domainKey)
    ? await db
        .select()
        .from(sendingDomains)
        .where(inOrg(sendingDomains, organizationId, eq(sendingDomains.id, domainKey)))
    : [];
  if (!row) throw notFound(`The domain ${domainKey}`);
  return row;
}

async function nameTaken(db: Executor, organizationId: string, name: string, except?: string): Promise<void> {
  const rows = await db
    .select({ id: sendingDomains.id })
    .from(sendingDomains)
    .where(inOrg(sendingDomains, organizationId, eq(sendingDomains.name, name)));
  if (rows.some((r) => r.id !== except)) {
    throw new KontorError('DUPLICATE', `The domain ${name} is already added.`, { field: ['input', 'domainName'], rule: 'must be unique' });
  }
}

const generateRsa = promisify(generateKeyPair);

export async function addDomain(
  scope: Scope,
  input: { domainName: string; subDomainPrefix: string; mailagentKeys?: string[] | null },
): Promise<SendingDomainRow> {
  const name = checkedName(input.domainName, ['input', 'domainName']);
  const prefix = checkedPrefix(input.subDomainPrefix, ['input', 'subDomainPrefix']);
  const agentIds = await agentIdsOf(scope, input.mailagentKeys);
  await nameTaken(scope.db, scope.org.id, name);
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const [row] = await scope.db
    .insert(sendingDomains)
    .values({
      id: newId(),
      organizationId: scope.org.id,
      name,
      bouncePrefix: prefix,
      agentIds,
      // A selector per domain, so domains of several organizations never share a record name.
      dkimSelector: `k${randomBytes(5).toString('hex')}`,
      dkimPublicKey: (publicKey as unknown as Buffer).toString('base64'),
      // Sealed at rest (core/platform/secrets.ts); opened only by the delivery that signs with it.
      dkimPrivateKey: sealSecret(privateKey as unknown as string),
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  return row;
}

export async function updateDomain(
  scope: Scope,
  domainKey: string,
  input: { newDomain?: string | null; newSubDomainPrefix?: string | null; associateMailagents?: string[] | null; unassociateMailagents?: string[] | null },
): Promise<SendingDomainRow> {
  const domain = await getDomain(scope.db, scope.org.id, domainKey);
  if (!input.newDomain && !input.newSubDomainPrefix && !input.associateMailagents && !input.unassociateMailagents) {
    throw invalid(['input', 'newDomain'], 'name at least one of new_domain, new_sub_domain_prefix, associate_mailagents, unassociate_mailagents');
  }
  const name = input.newDomain ? checkedName(input.newDomain, ['input', 'newDomain']) : domain.name;
  if (name !== domain.name) await nameTaken(scope.db, scope.org.id, name, domain.id);
  const prefix = input.newSubDomainPrefix ? checkedPrefix(input.newSubDomainPrefix, ['input', 'newSubDomainPrefix']) : domain.bouncePrefix;
  const add = await agentIdsOf(scope, input.associateMailagents);
  const remove = new Set(await agentIdsOf(scope, input.unassociateMailagents));
  const agentIds = [...new Set([...domain.agentIds, ...add])].filter((id) => !remove.has(id));
  const renamed = name !== domain.name;
  const [row] = await scope.db
    .update(sendingDomains)
    .set({
      name,
      bouncePrefix: prefix,
      agentIds,
      updatedAt: scope.now,
      // Another name is another set of records: verified again before it sends.
      ...(renamed ? { dkimVerifiedAt: null, spfVerifiedAt: null, verifyError: null } : {}),
    })
    .where(inOrg(sendingDomains, scope.org.id, eq(sendingDomains.id, domain.id)))
    .returning();
  // Deleted meanwhile (the DNS lookups take a while): gone, as a later request would find it.
  if (!row) throw notFound(`The domain ${domainKey}`);
  return row;
}

/**
 * Removes a domain. Refused (IN_USE, naming the count) while send-mail API mail from one of its
 * addresses is still queued: that mail was accepted as signed by the domain's DKIM key and would
 * otherwise leave unsigned from a domain the organization no longer holds. Delete it once the
 * queue has sent or failed it (README "Domains").
 */
export async function deleteDomain(scope: Scope, domainKey: string): Promise<void> {
  await scope.db.transaction(async (tx) => {
    const domain = await getDomain(tx, scope.org.id, domainKey);
    // Serialises with another delete or change of the same domain.
    await tx
      .select({ id: sendingDomains.id })
      .from(sendingDomains)
      .where(inOrg(sendingDomains, scope.org.id, eq(sendingDomains.id, domain.id)))
      .for('update');
    const [{ queued }] = await tx
      .select({ queued: sql<number>`count(*)::int` })
      .from(outgoingMessages)
      .where(
        inOrg(
          outgoingMessages,
          scope.org.id,
          eq(outgoingMessages.status, 'queued'),
          isNotNull(outgoingMessages.agentId),
          sql`lower(split_part(${outgoingMessages.senderAddress}, '@', 2)) = ${domain.name}`,
        ),
      );
    if (queued > 0) {
      throw new KontorError(
        'IN_USE',
        `The domain ${domain.name} cannot be deleted while ${queued} ${queued === 1 ? 'email' : 'emails'} from it ${queued === 1 ? 'is' : 'are'} still queued: delete it once they have been sent or have failed.`,
        { field: ['domainKey'], rule: 'no queued mail from the domain' },
      );
    }
    await tx.delete(sendingDomains).where(inOrg(sendingDomains, scope.org.id, eq(sendingDomains.id, domain.id)));
  });
}

/** The resolver verification asks: DNS_SERVERS when set (a local server in tests), else the system's. */
export function domainResolver(env: NodeJS.ProcessEnv = process.env): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const servers = env.DNS_SERVERS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers?.length) resolver.setServers(servers);
  return resolver;
}

async function txtRecords(resolver: Resolver, host: string): Promise<string[]> {
  try {
    return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
    throw new KontorError('UNAVAILABLE', `The DNS lookup of ${host} failed (${code ?? (error as Error).message}); try again later.`);
  }
}

/**
 * Whether a development setup marks this domain verified without looking its records up:
 * `MESSAGING_DEV_VERIFIED_DOMAINS`, comma-separated names or `*` (trying `/v1.1/email` locally,
 * with no public DNS; docs/guide.md, "Mail without public DNS"). Production refuses it: with
 * NODE_ENV=production the setting makes verification fail rather than pass unchecked.
 */
export function developmentVerified(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const names = (env.MESSAGING_DEV_VERIFIED_DOMAINS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (!names.length) return false;
  if (env.NODE_ENV === 'production')
    throw new KontorError(
      'INVALID_STATE',
      'MESSAGING_DEV_VERIFIED_DOMAINS marks sending domains verified without DNS, for development only, and production (NODE_ENV=production) refuses it: unset it and publish the DKIM and SPF records.',
      { rule: 'no development setting in production' },
    );
  return names.includes('*') || names.includes(name.toLowerCase());
}

/** Looks the DKIM and SPF records up and stores what it found; the domain sends once both are there. */
export async function verifyDomain(scope: Scope, domainKey: string): Promise<SendingDomainRow> {
  const domain = await getDomain(scope.db, scope.org.id, domainKey);
  const resolver = domainResolver();
  const dkimHost = `${domain.dkimSelector}._domainkey.${domain.name}`;
  const include = spfInclude();
  let dkimOk = true;
  let spfOk = true;
  if (!developmentVerified(domain.name)) {
    const [dkim, spf] = await Promise.all([txtRecords(resolver, dkimHost), txtRecords(resolver, domain.name)]);
    const key = (txt: string) => /(?:^|;)\s*p=([^;\s]+)/.exec(txt)?.[1];
    dkimOk = dkim.some((txt) => key(txt) === domain.dkimPublicKey);
    spfOk = spf.some((txt) => /^v=spf1\b/i.test(txt) && txt.split(/\s+/).some((term) => term.replace(/^[+~?-]/, '').toLowerCase() === `include:${include}`));
  }
  const problems = [
    ...(dkimOk ? [] : [`no TXT record at ${dkimHost} carries the domain's DKIM key`]),
    ...(spfOk ? [] : [`the SPF record of ${domain.name} does not include ${include}`]),
  ];
  const [row] = await scope.db
    .update(sendingDomains)
    .set({
      dkimVerifiedAt: dkimOk ? (domain.dkimVerifiedAt ?? scope.now) : null,
      spfVerifiedAt: spfOk ? (domain.spfVerifiedAt ?? scope.now) : null,
      verifyError: problems.length ? `${problems.join('; ')}.` : null,
      updatedAt: scope.now,
    })
    .where(inOrg(sendingDomains, scope.org.id, eq(sendingDomains.id, domain.id)))
    .returning();
  // Deleted meanwhile (the DNS lookups take a while): gone, as a later request would find it.
  if (!row) throw notFound(`The domain ${domainKey}`);
  return row;
}

/** The verified domain an address sends from, or null. */
export async function verifiedDomainOf(db: Executor, organizationId: string, address: string): Promise<SendingDomainRow | null> {
  const name = address.split('@')[1]?.toLowerCase() ?? '';
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(
      inOrg(
        sendingDomains,
        organizationId,
        eq(sendingDomains.name, name),
        and(isNotNull(sendingDomains.dkimVerifiedAt), isNotNull(sendingDomains.spfVerifiedAt)),
      ),
    );
  return row ?? null;
}
