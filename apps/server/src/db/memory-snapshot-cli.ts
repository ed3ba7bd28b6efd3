import { prepareMemorySnapshot } from './migrated-database';

// `npm run build`: makes the snapshot a database in memory starts from (`migrated-database.ts`).
const path = await prepareMemorySnapshot();
console.log(`memory database snapshot: ${path}`);
