// The solver thread when the server runs from its TypeScript sources (tsx, Vitest): a worker
// thread starts without the main thread's loader, so it registers tsx before it imports the task.
import { register } from 'tsx/esm/api';

register();
const { default: solveOptimum } = await import('./wallet-optimum.worker.ts');

export default solveOptimum;
