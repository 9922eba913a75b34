import { kindUis, type KindUi } from './kind-uis';

/** The client's row of a listing kind, typed by its key. */
export function kindOf<K extends KindUi['key']>(key: K): KindUi & { key: K } {
  const kind = kindUis.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`No listing kind ${key}`);
  return kind as KindUi & { key: K };
}
