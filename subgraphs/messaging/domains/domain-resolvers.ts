import { scopeOf } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { Resolvers, SendingDomain } from '../generated/graphql.ts';
import {
  type SendingDomainRow,
  addDomain,
  bounceHost,
  deleteDomain,
  dkimTxt,
  getDomain,
  listDomains,
  spfInclude,
  updateDomain,
  verifyDomain,
} from './domain-service.ts';

function domainView(row: SendingDomainRow, timeZone: string): SendingDomain {
  const state = (at: Date | null) => (at ? 'verified' : 'unverified');
  const time = (at: Date | null) => (at ? formatTimestamp(at, timeZone) : null);
  return {
    domainKey: row.id,
    domainName: row.name,
    associatedMailagents: row.agentIds,
    isRestrictedSenders: false,
    status: row.dkimVerifiedAt && row.spfVerifiedAt ? 'verified' : 'unverified',
    dkim: {
      publicKey: row.dkimPublicKey,
      host: `${row.dkimSelector}._domainkey.${row.name}`,
      selector: row.dkimSelector,
      txtRecord: dkimTxt(row.dkimPublicKey),
      status: state(row.dkimVerifiedAt),
      verifiedTime: time(row.dkimVerifiedAt),
    },
    cname: { host: `${row.bouncePrefix}.${row.name}`, cnameRecord: bounceHost(), status: 'unverified' },
    spf: { host: row.name, txtRecord: `v=spf1 include:${spfInclude()} ~all`, status: state(row.spfVerifiedAt), verifiedTime: time(row.spfVerifiedAt) },
    verifyError: row.verifyError,
  };
}

export const domainResolvers: Resolvers = {
  Query: {
    sendingDomains: async (_, __, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return (await listDomains(db, org.id)).map((d) => domainView(d, org.timeZone));
    },
    sendingDomain: async (_, { domainKey }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return [domainView(await getDomain(db, org.id, domainKey), org.timeZone)];
    },
  },
  Mutation: {
    addSendingDomain: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { sendingDomain: domainView(await addDomain(scope, input), scope.org.timeZone) };
    },
    updateSendingDomain: async (_, { domainKey, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { sendingDomain: domainView(await updateDomain(scope, domainKey, input), scope.org.timeZone) };
    },
    verifySendingDomain: async (_, { domainKey }, ctx) => {
      const scope = await scopeOf(ctx);
      return { sendingDomain: domainView(await verifyDomain(scope, domainKey), scope.org.timeZone) };
    },
    deleteSendingDomain: async (_, { domainKey }, ctx) => {
      await deleteDomain(await scopeOf(ctx), domainKey);
      return { deleted: true };
    },
  },
};
