import { allModels } from '../src/models/all-models.js';

/**
 * Builds every model's indexes, as the server does at start-up, without its back-fill of derived
 * fields: the benchmark catalogue is written through the models, so its records carry them.
 */
export async function buildIndexes(): Promise<void> {
  await Promise.all(allModels.map((model) => model.init()));
}
