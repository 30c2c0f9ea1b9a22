import { writeFileSync } from 'node:fs';
import { openPglite } from './src/db/client.js';
import { prepareDatabase } from './test/prepare.js';
const database = await openPglite('memory://');
await prepareDatabase(database);
const dump = await database.pglite!.dumpDataDir('none');
writeFileSync('/tmp/docs-scratch/db.tar', Buffer.from(await dump.arrayBuffer()));
await database.close();
console.log('ok');
