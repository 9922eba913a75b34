import { listingKinds } from '@sg-finance/contract';
import { listingModel } from '../models/listing.model.js';
import { PostModel } from '../models/post.model.js';
import { ProviderModel } from '../models/provider.model.js';
import { repairRevisions } from './revision.service.js';

/**
 * Start-up repair of every kind's revisions (see `repairRevisions`): run before the server takes
 * requests, after the demo data is loaded, so every stored record has the revision of its counter.
 */
export async function repairAllRevisions(): Promise<number> {
  let repaired = 0;
  for (const kind of listingKinds) repaired += await repairRevisions(kind.key, listingModel(kind));
  repaired += await repairRevisions('post', PostModel);
  repaired += await repairRevisions('provider', ProviderModel);
  return repaired;
}
