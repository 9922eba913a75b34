import { useKeyedLoad, type KeyedLoad } from '../../app/keyed-loads';

/**
 * The answer of one home section's call, from the store: asked again each time the page opens,
 * showing the last answer meanwhile; undefined before the first answer and when it fails, since a
 * section without data hides itself and one failing call never blocks the rest of the page.
 */
export function useSectionData<Data>(load: KeyedLoad<'home', Data>): Data | undefined {
  const entry = useKeyedLoad(load, 'home');
  return entry?.status === 'failed' ? undefined : entry?.data;
}
