/**
 * What other modules may call in the expense module: nothing yet. Its report exports reach
 * the REST routes as renderers of its descriptor (index.ts).
 */
export {};
