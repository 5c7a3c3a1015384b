/**
 * What other modules may call in the inventory module. Each function takes the caller's
 * transaction, so an item and its opening stock commit or roll back together.
 */
export { type OpeningStockLine, forgetItem, recordOpeningStock } from './services/stock.ts';
