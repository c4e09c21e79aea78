import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and run on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
