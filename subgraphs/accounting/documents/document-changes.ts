/**
 * The state changes of a kind declared on the kernel (approval, template, addresses, and the
 * kind's own moves), each in one transaction with its history entry.
 */
import type { Tx } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import { KontorError, notFound } from '../../core/values/errors.ts';
import type { ContactAddressInput } from '../generated/graphql.ts';
import { addressOf } from './document-parties.ts';
import { addressView } from './document-views.ts';

/** Ids once each, in the order rows are locked in by bulk writes (decimal digits: by length, then text, is by number). */
export function inIdOrder(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/** Roles that may approve a document submitted for approval. */
export const APPROVER_ROLES: readonly string[] = ['admin', 'approver'];

/**
 * The state changes of a kind, each in its own transaction: the document found and locked, the
 * move checked against its state, the row changed, the history written, the document read back.
 * Approval (approvers only), the template and the addresses are such changes for every kind.
 */
export function documentChanges<Row extends { id: string }, Fields, Operation extends string, Name extends string, View>(spec: {
  /** Plural of the kind, for the approval refusal ("Approving estimates needs…"). */
  plural: string;
  find(tx: Tx, organizationId: string, id: string, options: { lock: boolean }): Promise<Row>;
  check(scope: Scope, move: Name, row: Row, blocked?: string | false): void;
  update(tx: Tx, organizationId: string, id: string, changes: Partial<Fields> & { updatedAt: Date }): Promise<void>;
  record(tx: Tx, scope: Scope, id: string, operation: Operation, description: string): Promise<unknown>;
  view(tx: Tx, scope: Scope, id: string): Promise<View>;
  templates: readonly { templateId: string; templateName: string }[];
}) {
  /** `effect` runs in the move's transaction once the row is changed (a kind that posts reposts or reverses there). */
  type Change = { set: Partial<Fields>; operation: Operation; description: string; effect?: (tx: Tx) => Promise<void> };
  /** A move in the caller's transaction, of a row it found and locked (a mail that sends a draft moves it so). */
  async function moveIn(tx: Tx, scope: Scope, row: Row, name: Name, change: (row: Row) => Change, blocked?: (row: Row) => string | false): Promise<void> {
    spec.check(scope, name, row, blocked?.(row));
    const { set, operation, description, effect } = change(row);
    await spec.update(tx, scope.org.id, row.id, { ...set, updatedAt: scope.now });
    await effect?.(tx);
    await spec.record(tx, scope, row.id, operation, description);
  }
  async function apply(tx: Tx, scope: Scope, id: string, name: Name, change: (row: Row) => Change, blocked?: (row: Row) => string | false): Promise<Row> {
    const row = await spec.find(tx, scope.org.id, id, { lock: true });
    await moveIn(tx, scope, row, name, change, blocked);
    return row;
  }
  function move(scope: Scope, id: string, name: Name, change: (row: Row) => Change, blocked?: (row: Row) => string | false): Promise<View> {
    return scope.db.transaction(async (tx) => spec.view(tx, scope, (await apply(tx, scope, id, name, change, blocked)).id));
  }
  return {
    move,
    moveIn,
    /**
     * The same move of several documents (the bulk routes), all or none: one transaction, the
     * documents locked in id order, so two bulk moves over the same documents queue up instead of
     * deadlocking. The first refused names its document; nothing is written then. Answers the ids.
     */
    moveAll(scope: Scope, ids: readonly string[], name: Name, change: (row: Row) => Change, blocked?: (row: Row) => string | false): Promise<string[]> {
      const each = inIdOrder(ids);
      return scope.db.transaction(async (tx) => {
        for (const id of each) await apply(tx, scope, id, name, change, blocked);
        return each;
      });
    },
    /** pending_approval → approved, by an admin or an approver of the organization. */
    approve(scope: Scope, id: string, name: Name, change: (row: Row) => Change): Promise<View> {
      if (!APPROVER_ROLES.includes(scope.role ?? '')) {
        throw new KontorError('FORBIDDEN', `Approving ${spec.plural} needs the role admin or approver in the organization; yours is ${scope.role ?? 'none'}.`);
      }
      return move(scope, id, name, change);
    },
    template(scope: Scope, id: string, name: Name, templateId: string): Promise<View> {
      const template = spec.templates.find((t) => t.templateId === templateId);
      if (!template) throw notFound('The template');
      return move(scope, id, name, () => ({
        set: { templateId } as unknown as Partial<Fields>,
        operation: 'template_changed' as Operation,
        description: `Template changed to ${template.templateName}.`,
      }));
    },
    async address(scope: Scope, id: string, name: Name, which: 'billingAddress' | 'shippingAddress', input: ContactAddressInput) {
      const address = addressOf(input, ['input']);
      await move(scope, id, name, () => ({
        set: { [which]: address } as unknown as Partial<Fields>,
        operation: 'address_changed' as Operation,
        description: `${which === 'billingAddress' ? 'Billing' : 'Shipping'} address changed.`,
      }));
      return addressView(address);
    },
  };
}
