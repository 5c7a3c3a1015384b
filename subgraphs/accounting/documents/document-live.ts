/**
 * The live fields of a document kind (core/platform/modules.ts, LiveField): `<kind>StatusChanged(<kind>Id)`
 * for one document and `<plural>Changed` for every document of the connection's organization, from
 * its creation on (a dashboard lists a new draft at once). The
 * gateway serves them over graphql-ws and SSE, reading each changed document through the kind's
 * query field, so a payload may carry fields of other subgraphs. The kind's store publishes the
 * event in the transaction that sets the status: clients hear of it on commit only.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { publish } from '../../core/platform/events.ts';
import type { LiveField } from '../../core/platform/modules.ts';

export interface DocumentLiveSpec {
  /** The GraphQL query field reading one document, also the live fields' prefix: `invoice`, `salesorder`. */
  field: string;
  /** Its argument: `invoiceId`. */
  argument: string;
  /** The list's name: `invoices` gives `invoicesChanged`. */
  plural: string;
  /** The GraphQL type: `Invoice`. */
  type: string;
  /** What one is called in the fields' descriptions: `invoice`, `sales order`. */
  noun: string;
  /** The scope that reads the kind: `SvcBooks.invoices.READ`. */
  scope: string;
  /** What the statuses are, for the fields' descriptions: `sent, paid, overdue, void, back to draft`. */
  statuses: string;
}

export interface DocumentLive {
  /** The event type: `<field>.status_changed`. */
  event: string;
  /** The event type of a new document: `<field>.created`. */
  createdEvent: string;
  /** Publishes the event for one document, in the transaction that sets its status. */
  statusChanged(tx: Tx, organizationId: string, id: string): Promise<void>;
  /** Publishes a new document, in the transaction that inserts it. */
  created(tx: Tx, organizationId: string, id: string): Promise<void>;
  fields: readonly LiveField[];
}

export function documentLive(spec: DocumentLiveSpec): DocumentLive {
  const event = `${spec.field}.status_changed`;
  const createdEvent = `${spec.field}.created`;
  const query = { field: spec.field, argument: spec.argument };
  const scopes = [spec.scope];
  return {
    event,
    createdEvent,
    statusChanged: (tx, organizationId, id) => publish(tx, { organizationId, type: event, id }),
    created: (tx, organizationId, id) => publish(tx, { organizationId, type: createdEvent, id }),
    fields: [
      {
        name: `${spec.field}StatusChanged`,
        arguments: `${spec.argument}: ID!`,
        type: `${spec.type}!`,
        description: `The ${spec.noun} each time its status is set (${spec.statuses}).`,
        events: [event],
        key: spec.argument,
        query,
        scopes,
      },
      {
        name: `${spec.plural}Changed`,
        type: `${spec.type}!`,
        description: `Each ${spec.noun} of the connection's organization when it is created and each time its status is set.`,
        events: [createdEvent, event],
        query,
        scopes,
      },
    ],
  };
}
