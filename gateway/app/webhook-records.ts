import { getNamedType, isObjectType, isUnionType, parse, print } from 'graphql';
import type { WebhookRecord, WebhookRecordReader } from '../../subgraphs/core/webhooks/webhook-events.ts';
import { selectAll } from '../rest/wire.ts';
import type { Graph } from './graph.ts';

/**
 * A webhook event's record as its GraphQL type gives it (docs/webhooks.md): the query field the
 * event names (`invoice(invoiceId)`), every field of the type selected as a REST route selects a
 * whole resource (`selectAll`), `__typename` first, run on the supergraph as the organization
 * with the field's own scopes (as the user the event names, for a record only its creator may
 * read), as a live subscription runs its query field per event. Of a union
 * (`message` answers `OutgoingEmail` or `ChannelMessage`) the member the event names is selected.
 */
export function webhookRecords(graph: Graph): WebhookRecordReader {
  const { schema, entities } = graph.info;
  const operations = new Map<string, string>();

  function operationOf(record: WebhookRecord): string {
    const known = operations.get(record.field);
    if (known) return known;
    const field = schema.getQueryType()?.getFields()[record.field];
    if (!field) throw new Error(`webhook record: no query field ${record.field}`);
    const named = getNamedType(field.type);
    const members = isUnionType(named) ? named.getTypes().filter((t) => t.name === record.type) : isObjectType(named) ? [named] : [];
    if (!members.length) throw new Error(`webhook record: ${record.field} answers ${named.name}; name the member the event's record is`);
    const inner = members.map((type) => `... on ${type.name} ${selectAll(schema, type, entities)}`).join(' ');
    const given = new Set([record.argument, ...Object.keys(record.with ?? {})]);
    const args = field.args.filter((a) => given.has(a.name));
    const query = print(
      parse(
        `query WEBHOOK_${record.field}(${args.map((a) => `$${a.name}: ${a.type}`).join(', ')}) { ${record.field}(${args
          .map((a) => `${a.name}: $${a.name}`)
          .join(', ')}) { __typename ${inner} } }`,
      ),
    );
    operations.set(record.field, query);
    return query;
  }

  return async (organizationId, record, id, readAs) => {
    const result = await graph.execute(
      operationOf(record),
      { ...record.with, [record.argument]: id },
      {
        userId: readAs ?? '0',
        scopes: graph.rootScopes.get(`Query.${record.field}`) ?? [],
        organizationId,
        role: 'admin',
        requestId: `webhook-${id}`,
      },
    );
    const value = result.data?.[record.field];
    return result.errors?.length || !value || typeof value !== 'object' ? null : (value as Record<string, unknown>);
  };
}
