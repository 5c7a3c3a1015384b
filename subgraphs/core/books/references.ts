import type { Tx } from '../../../drizzle/client.ts';
import type { Registration } from '../platform/ports.ts';
import { KontorError } from '../values/errors.ts';

/**
 * Describes the first record of the organization that refers to `id` ("the income account
 * (account_id) of the item \"Widget\""), or returns undefined when none does. One statement.
 */
export type FindReference = (tx: Tx, organizationId: string, id: string) => Promise<string | undefined>;

export interface ReferrerOptions {
  /**
   * The referring record must stay valid for new work, so the referenced one cannot be marked
   * inactive either (an item's accounts must be active). Documents that merely recorded the
   * reference in the past leave this off: deactivating is how a record is retired with history.
   */
  blocksDeactivation?: boolean;
}

interface Referrer extends Required<ReferrerOptions> {
  name: string;
  find: FindReference;
}

/**
 * Who refers to the records of one kind (accounts, contacts, items), so that the owner of
 * those records refuses to delete (or deactivate) one still in use, whichever module refers to
 * it, without knowing that module: the owner consults its registry, referrers register with it.
 *
 * A referrer is a registration (`referrer(...)`) its module lists in its descriptor's
 * `references`; every process installs every module's descriptor at start-up
 * (core/platform/modules.ts), so every process knows every referrer, whichever subgraph it
 * serves. The owner calls `refuseInUse` inside the transaction
 * that deletes or deactivates, after locking the row FOR UPDATE; a referrer that writes a
 * reference locks the referenced row FOR SHARE in its own transaction (`requireAccount`,
 * `requireContact` do), so a new reference and a delete cannot cross.
 */
export class ReferenceRegistry {
  private readonly referrers = new Map<string, Referrer>();

  /** `noun` names the kind in messages: "account". */
  constructor(readonly noun: string) {}

  /** `name` reads `<module>.<what refers>` ("accounting.items"), once per registry. */
  referrer(name: string, find: FindReference, options: ReferrerOptions = {}): Registration {
    return {
      name: `${this.noun} referrer ${name}`,
      install: () => {
        if (this.referrers.has(name)) throw new Error(`${name} is registered twice as a referrer of ${this.noun}s`);
        this.referrers.set(name, { name, find, blocksDeactivation: options.blocksDeactivation ?? false });
      },
    };
  }

  /** Throws IN_USE naming the first record that refers to the one being deleted or deactivated. */
  async refuseInUse(tx: Tx, organizationId: string, id: string, record: { label: string; action: 'delete' | 'deactivate' }): Promise<void> {
    for (const referrer of this.referrers.values()) {
      if (record.action === 'deactivate' && !referrer.blocksDeactivation) continue;
      const usage = await referrer.find(tx, organizationId, id);
      if (usage === undefined) continue;
      const verb = record.action === 'delete' ? 'deleted' : 'marked inactive';
      throw new KontorError('IN_USE', `The ${this.noun} "${record.label}" cannot be ${verb}: it is ${usage}.`);
    }
  }
}
