/** The GraphQL query field reading a record: `<field>(<argument>: id, ...with)`. */
export interface GraphRecord {
  field: string;
  argument: string;
  with?: Record<string, unknown>;
  /** The member of a union answer the record is (`OutgoingEmail` of `Message`). */
  type?: string;
}

/**
 * Reads a record as its GraphQL type gives it (with `__typename`), for the organization, as the
 * user `readAs` where the record is its creator's alone; null when it cannot be read (deleted).
 * Given to the jobs by the process that serves the supergraph (gateway/app/webhook-records.ts):
 * a webhook delivery's body is its event's record so read.
 */
export type GraphRecordReader = (organizationId: string, record: GraphRecord, id: string, readAs: string | null) => Promise<Record<string, unknown> | null>;
