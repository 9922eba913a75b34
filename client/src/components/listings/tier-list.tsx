import type { Tiers } from '@sg-finance/contract';

const tierKeys = ['tier1', 'tier2', 'tier3'] as const;

interface TierListProps {
  tiers: Partial<Tiers> | undefined;
  /** Loans and savings compare their tiers in three columns. */
  sideBySide?: boolean;
}

/** The three tier texts of a listing; empty tiers are left out. */
export function TierList({ tiers, sideBySide = false }: TierListProps) {
  const texts = tierKeys.map((key) => tiers?.[key]?.trim() ?? '').filter((text) => text !== '');
  if (texts.length === 0) return null;

  if (sideBySide) {
    return (
      <ul className="row row-cols-1 row-cols-sm-3 g-3 list-unstyled mb-0 tier-list">
        {texts.map((text, index) => (
          <li className="col" key={index}>
            <div className="card h-100 text-center border-primary-subtle bg-primary-subtle">
              <div className="card-body">{text}</div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="tier-list tier-list--stacked mb-0">
      {texts.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ul>
  );
}
