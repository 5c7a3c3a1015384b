/**
 * What the erp module refers to, registered with the owners of those records so they refuse to
 * delete (or deactivate) one in use: the `references` of its descriptor (index.ts).
 */
import { accountReferences } from '../core/books/chart-store.ts';
import type { Registration } from '../core/platform/ports.ts';
import { budgetUsingAccount } from './registers/budget-service.ts';
import { settingsUsingAccount } from './taxes/direct-tax-service.ts';
import { groupContainingTax, taxUsingAccount } from './taxes/tax-service.ts';
import { taxReferences } from './taxes/tax-store.ts';

export const erpReferences: Registration[] = [
  // A tax posts to its accounts on every document that uses it, so they stay active too.
  accountReferences.referrer('erp.taxes', taxUsingAccount, { blocksDeactivation: true }),
  accountReferences.referrer('erp.direct_tax_settings', settingsUsingAccount, { blocksDeactivation: true }),
  // A group computes with all its members: none may go, nor retire while the group is active.
  taxReferences.referrer('erp.tax_groups', groupContainingTax, { blocksDeactivation: true }),
  // A budget is a plan for the account: it goes before the account does, not when it retires.
  accountReferences.referrer('erp.budgets', budgetUsingAccount),
];
