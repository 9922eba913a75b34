import { figuresNotInTerms, type Listing } from '@sg-finance/contract';
import Alert from 'react-bootstrap/Alert';
import type { KindUi } from '../../../lib/listings/kind-uis';

const placeNames: Readonly<Record<string, string>> = {
  title: 'title',
  subtitle: 'subtitle',
  'tiers.tier1': 'tier 1',
  'tiers.tier2': 'tier 2',
  'tiers.tier3': 'tier 3',
  keyFeatures: 'key features',
  rewardOffer: 'reward offers',
};

interface FiguresWarningProps {
  kind: KindUi;
  saved: Listing;
}

/**
 * After a save: the figures the listing's words state that its terms do not hold, so the
 * administrator can correct the text or the terms before a visitor is misled by either.
 */
export function FiguresWarning({ kind, saved }: FiguresWarningProps) {
  const strays = figuresNotInTerms(kind, saved);
  if (strays.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="fw-semibold mb-1">
        The terms do not hold {strays.length === 1 ? 'this figure' : 'these figures'} of the text:
      </p>
      <ul className="mb-1">
        {strays.map((figure, index) => (
          <li key={index}>
            {figure.text} in the {placeNames[figure.field] ?? figure.field}
          </li>
        ))}
      </ul>
      <p className="mb-0 small">Correct the text or add the figure to the terms.</p>
    </Alert>
  );
}
