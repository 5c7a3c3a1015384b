/**
 * What the erp module refers to, registered with the owners of those records so they refuse to
 * delete (or deactivate) one in use. Imported by index.ts: every process loads it.
 */
import { accountReferences } from '../core/books/chart-store.ts';
import { budgetUsingAccount } from './registers/budget-service.ts';
import { settingsUsingAccount } from './taxes/direct-tax-service.ts';
import { groupContainingTax, taxUsingAccount } from './taxes/tax-service.ts';
import { taxReferences } from './taxes/tax-store.ts';

// A tax posts to its accounts on every document that uses it, so they stay active too.
accountReferences.register('erp.taxes', taxUsingAccount, { blocksDeactivation: true });
accountReferences.register('erp.direct_tax_settings', settingsUsingAccount, { blocksDeactivation: true });
// A group computes with all its members: none may go, nor retire while the group is active.
taxReferences.register('erp.tax_groups', groupContainingTax, { blocksDeactivation: true });
// A budget is a plan for the account: it goes before the account does, not when it retires.
accountReferences.register('erp.budgets', budgetUsingAccount);
