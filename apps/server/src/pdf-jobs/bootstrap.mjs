// The PDF worker under tsx or vitest (TypeScript source): registers tsx's loader in this worker thread, then
// loads worker.ts. The production bundle uses dist/pdf-worker.js instead (pdf/pool.ts, build.mjs).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export default worker.default;
