import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
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
      <Row as="ul" xs={1} sm={3} className="g-3 list-unstyled mb-0 tier-list">
        {texts.map((text, index) => (
          <Col as="li" key={index}>
            <Card body className="h-100 text-center border-primary-subtle bg-primary-subtle">
              {text}
            </Card>
          </Col>
        ))}
      </Row>
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
