import type { Listing, SpendCategory } from '@sg-finance/contract';
import { formatSGD, type CardPair, type RankedCard } from '@sg-finance/finance';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { spendSpecs } from '../lib/card-finder-inputs';

interface BestPairProps {
  pair: CardPair<Listing<'card'>>;
  bestSingle: RankedCard<Listing<'card'>>;
  kind: KindUi;
}

const labelOf = (category: SpendCategory) =>
  spendSpecs.find((spec) => spec.name === category)?.label ?? category;

/** The two cards that pay the most together, which spend goes on each, and what it adds. */
export function BestPair({ pair, bestSingle, kind }: BestPairProps) {
  const sides = [
    { side: 'first', card: pair.first },
    { side: 'second', card: pair.second },
  ] as const;
  return (
    <Card className="mb-4 border-success" as="section" aria-labelledby="best-pair-heading">
      <Card.Body>
        <h2 className="h5" id="best-pair-heading">
          The best pair of cards
        </h2>
        {pair.gainSGD > 0.005 ? (
          <p className="mb-2">
            Together they pay <strong>{formatSGD(pair.netSGD)} a year</strong>,{' '}
            <strong>{formatSGD(pair.gainSGD)} more</strong> than the best single card,{' '}
            {bestSingle.item.title}.
          </p>
        ) : (
          <p className="mb-2">
            No pair pays more than {bestSingle.item.title} alone: a second card’s fee costs more
            than it adds. The best pair pays {formatSGD(pair.netSGD)} a year.
          </p>
        )}
        <ul className="mb-0">
          {sides.map(({ side, card }) => {
            const categories = (Object.keys(pair.routing) as SpendCategory[]).filter(
              (category) => pair.routing[category] === side,
            );
            return (
              <li key={side}>
                <Link to={`${kind.pageRoute}/${card.item.slug}`}>{card.item.title}</Link>:{' '}
                {categories.length > 0 ? categories.map(labelOf).join(', ') : 'no spend'}
              </li>
            );
          })}
        </ul>
      </Card.Body>
    </Card>
  );
}
