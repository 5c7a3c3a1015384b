import type { Tx } from '../../../drizzle/client.ts';
import type { Registration } from '../../core/platform/ports.ts';
import type { Decimal } from '../../core/values/money.ts';

/**
 * The documents a tax change may be carried into, one per create-only `update_*` flag of a
 * tax update (`update_draft_invoice` → `draft_invoice`).
 */
export const TAX_DOCUMENT_KINDS = [
  'recurring_invoice',
  'draft_invoice',
  'recurring_expense',
  'recurring_bills',
  'draft_so',
  'subscription',
  'project',
] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** What changed when a tax was updated; handlers reload what they need with `findTaxes(tx, ...)`. */
export interface TaxChange {
  organizationId: string;
  /** The tax the client updated. */
  taxId: string;
  /**
   * Every tax whose computation changed: the updated tax and the groups that contain it.
   * A document that uses any of them is to be recomputed.
   */
  affectedTaxIds: readonly string[];
  previousPercentage: Decimal;
  percentage: Decimal;
  /** When the tax was updated (the update's `scope.now`): the time of what handlers write. */
  at: Date;
}

/**
 * Carries a tax change into the handler's documents of one kind (draft invoices...), in the
 * transaction that updates the tax, so the tax and its documents commit or roll back together.
 * Locks what it rewrites; must use only `tx`.
 */
export type TaxChangeHandler = (tx: Tx, change: TaxChange) => Promise<void>;

/**
 * Who keeps documents that follow a tax's rate. The owner of a kind of document lists its
 * `handler(...)` among its descriptor's hooks, which every process installs at start-up, so
 * every process knows every handler. A flag whose kind has no handler yet is accepted and
 * changes nothing.
 */
export class TaxChangeHandlers {
  private readonly handlers = new Map<TaxDocumentKind, TaxChangeHandler>();

  handler(kind: TaxDocumentKind, handler: TaxChangeHandler): Registration {
    return {
      name: `tax change handler of ${kind}`,
      install: () => {
        if (this.handlers.has(kind)) throw new Error(`${kind} has a tax change handler already`);
        this.handlers.set(kind, handler);
      },
    };
  }

  has(kind: TaxDocumentKind): boolean {
    return this.handlers.has(kind);
  }

  /** Runs the handlers of the kinds the client asked for, in the order of TAX_DOCUMENT_KINDS. */
  async apply(tx: Tx, kinds: ReadonlySet<TaxDocumentKind>, change: TaxChange): Promise<void> {
    for (const kind of TAX_DOCUMENT_KINDS) {
      const handler = kinds.has(kind) ? this.handlers.get(kind) : undefined;
      if (handler) await handler(tx, change);
    }
  }
}

export const taxChangeHandlers = new TaxChangeHandlers();
