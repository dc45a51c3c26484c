import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/calendar-schema.ts',
    './src/server/db/habit-schema.ts',
    './src/server/db/ritual-schema.ts',
    './src/server/db/reminder-schema.ts',
  ],
  out: './drizzle',
  casing: 'snake_case',
});
