import { readFileSync } from 'node:fs';
import { openPglite } from './src/db/client.js';
const database = await openPglite('memory://', new Blob([readFileSync('/tmp/docs-scratch/db.tar')]));
const pg = database.pglite!;
for (const q of process.argv.slice(2)) { const r = await pg.query(q); console.table(r.rows); }
await database.close();
