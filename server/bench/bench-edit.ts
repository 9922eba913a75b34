import { listingModel } from '../src/models/listing.model.js';
import { updateConsistently } from '../src/models/plugins/derived-fields.js';
import { recordSaved } from '../src/services/revision.service.js';
import { benchKind } from './catalogue.js';

const actor = { id: null, name: 'Benchmark' };
let edits = 0;

/**
 * Renames the listing of `slug` as an administrator's update does: load at the stored revision,
 * save only if no one saved in between, then write its revision (which empties the read cache).
 */
export async function renameListing(slug: string): Promise<void> {
  edits += 1;
  const saved = await updateConsistently(
    () => listingModel(benchKind).findOne({ slug }).select('+revision').exec(),
    (record) => {
      record.set({ title: `Renamed ${edits}` });
      record.set('lastSave', { operation: 'update', by: actor });
    },
  );
  if (!saved) throw new Error(`no benchmark listing ${slug}`);
  await recordSaved(benchKind.key, saved);
}
