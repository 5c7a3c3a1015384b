import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './drizzle/tables/**/*.ts',
  out: './drizzle/migrations',
});
