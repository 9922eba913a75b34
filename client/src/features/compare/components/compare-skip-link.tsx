import type { MouseEvent } from 'react';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { useCompareTray } from '../hooks/use-compare-tray';
import { compareTrayId, trayItems } from '../lib/compare-tray';

/** A keyboard user's way to the compare bar without tabbing through every card first. */
export function CompareSkipLink({ kind }: { kind: KindUi }) {
  const { tray } = useCompareTray();
  if (trayItems(tray, kind.resource).length === 0) return null;

  const focusTray = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(compareTrayId)?.focus();
  };

  return (
    <a
      className="visually-hidden-focusable d-inline-block mb-3"
      href={`#${compareTrayId}`}
      onClick={focusTray}
    >
      Skip to the compare bar
    </a>
  );
}
