import type { RestModule } from '../route.ts';
import { billing } from './billing.ts';
import { bookBanking } from './books-banking.ts';
import { bookExpenses, erpExpenses } from './books-expenses.ts';
import { bookRecurringInvoices } from './books-recurring.ts';
import { bookReminders } from './books-reminders.ts';
import { bookRetainerInvoices } from './books-retainer.ts';
import { books } from './books.ts';
import { erp } from './erp.ts';
import { expense } from './expense.ts';
import { inventoryCounts } from './inventory-counts.ts';
import { inventoryPurchases } from './inventory-purchases.ts';
import { inventory } from './inventory.ts';
import { messagingSettings } from './messaging-settings.ts';

/**
 * Every module's route table; each is registered by the same engine. A module's routes may
 * be split over several tables sharing its prefix, one per area.
 */
export const REST_MODULES: RestModule[] = [
  books,
  bookReminders,
  bookRecurringInvoices,
  bookRetainerInvoices,
  bookBanking,
  bookExpenses,
  erp,
  erpExpenses,
  inventory,
  inventoryCounts,
  inventoryPurchases,
  expense,
  billing,
  messagingSettings,
];
