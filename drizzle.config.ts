import { defineConfig } from 'drizzle-kit';

// Only used at development time to generate SQL migrations from db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
