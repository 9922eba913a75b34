import mongoose from 'mongoose';
import { vi } from 'vitest';

/**
 * Runs before each server test file. A worker runs its files one after the other without
 * restarting (`isolate: false`), so the libraries stay loaded, but each file gets the app's own
 * modules afresh: their read caches and change counters start empty, as in a new process, and the
 * models are registered again on the shared Mongoose.
 */
vi.resetModules();
for (const name of mongoose.modelNames()) mongoose.deleteModel(name);
