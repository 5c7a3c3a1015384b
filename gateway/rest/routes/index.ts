import type { RestModule } from '../route.ts';
import { books } from './books.ts';
import { erp } from './erp.ts';
import { inventory } from './inventory.ts';

/** Every module's route table; each is registered by the same engine. */
export const REST_MODULES: RestModule[] = [books, erp, inventory];
