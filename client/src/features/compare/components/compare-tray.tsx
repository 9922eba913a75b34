import { lazyComponent } from '../../../lib/lazy-component';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { useCompareTray } from '../hooks/use-compare-tray';
import { trayItems } from '../lib/compare-tray';

const CompareTrayBar = lazyComponent(
  () => import('./compare-tray-bar').then((m) => m.CompareTrayBar),
  null,
);

/**
 * The kind's compare tray. Most visits choose nothing to compare, so the bar's code is fetched only
 * once the tray holds one of the kind's products, not with the first page.
 */
export function CompareTray({ kind }: { kind: KindUi }) {
  const { tray } = useCompareTray();
  return trayItems(tray, kind.resource).length === 0 ? null : <CompareTrayBar kind={kind} />;
}
