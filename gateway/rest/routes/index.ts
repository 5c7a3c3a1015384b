import type { RestModule } from '../route.ts';
import { analytics } from './analytics.ts';
import { billing } from './billing.ts';
import { bookBanking } from './accounting-banking.ts';
import { bookExpenses, erpExpenses } from './accounting-expenses.ts';
import { bookRecurringInvoices, bookRecurringPurchases } from './accounting-recurring.ts';
import { bookReminders } from './accounting-reminders.ts';
import { bookRetainerInvoices } from './accounting-retainers.ts';
import { bookEstimates } from './accounting-estimates.ts';
import { bookSalesOrders } from './accounting-salesorders.ts';
import { bookBills } from './accounting-bills.ts';
import { bookVendorPayments } from './accounting-vendorpayments.ts';
import { bookVendorCredits, inventoryVendorCredits } from './accounting-vendorcredits.ts';
import { bookCreditNotes, inventoryCreditNotes } from './accounting-creditnotes.ts';
import { bookCustomerPayments, inventoryCustomerPayments } from './accounting-customerpayments.ts';
import { bookSalesReceipts } from './accounting-salesreceipts.ts';
import { bookTaxes } from './accounting-taxes.ts';
import { books } from './accounting.ts';
import { erp } from './erp.ts';
import { expense } from './expense.ts';
import { inventoryCounts } from './inventory-counts.ts';
import { inventoryPurchases } from './inventory-purchases.ts';
import { inventory } from './inventory.ts';
import { inventorySalesOrders } from './inventory-salesorders.ts';
import { messagingPlatform } from './messaging-email.ts';
import { messagingSettings } from './messaging.ts';

/**
 * Every module's route table; each is registered by the same engine. A module's routes may
 * be split over several tables sharing its prefix, one per area.
 */
export const REST_MODULES: RestModule[] = [
  books,
  bookReminders,
  bookRecurringInvoices,
  bookRecurringPurchases,
  bookRetainerInvoices,
  bookEstimates,
  bookSalesOrders,
  bookCreditNotes,
  bookBills,
  bookVendorPayments,
  bookVendorCredits,
  bookCustomerPayments,
  bookSalesReceipts,
  bookBanking,
  bookExpenses,
  bookTaxes,
  erp,
  erpExpenses,
  inventory,
  inventoryCounts,
  inventoryPurchases,
  inventorySalesOrders,
  inventoryCreditNotes,
  inventoryVendorCredits,
  inventoryCustomerPayments,
  expense,
  billing,
  analytics,
  messagingSettings,
  messagingPlatform,
];
