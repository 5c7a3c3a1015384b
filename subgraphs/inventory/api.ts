/**
 * What other modules may call in the inventory module. Each function takes the caller's
 * transaction, so an item and its opening stock commit or roll back together.
 */
export { type OpeningStockLine, forgetItem, recordOpeningStock } from './stock/stock-service.ts';
/** Locations of an organization by id (documents name the location goods leave from), one query. */
export { type LocationRow, locationsById } from './locations/location-service.ts';
