/**
 * What other modules may call in the inventory module: nothing. Inventory builds on
 * accounting (DESIGN.md §3), so accounting reaches what inventory keeps only through the
 * ports it is given in inventory's descriptor (index.ts): core's locations port and
 * accounting's item hooks (opening stock, forgetting an item).
 */
export {};
