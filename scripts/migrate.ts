import { openDatabase } from '@/lib/db/client';

// npm run db:migrate: opening the database applies every pending migration.
const handle = await openDatabase();
console.log(`Migrations applied (${handle.kind}: ${handle.location})`);
await handle.close();
