import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { calculators } from '../../config/paths';
import { listingKinds } from '../listings/listing-kinds';
import { HomeSection } from './home-section';

const calculatorLinks = listingKinds.flatMap((kind) => {
  const calculator = calculators[kind.key];
  return calculator ? [{ key: kind.key, ...calculator }] : [];
});

/** Each kind's calculator, by the invitation its list page shows. */
export function CalculatorLinks() {
  return (
    <HomeSection title="Calculators">
      <Row as="ul" xs={1} sm={2} lg={4} className="g-3 list-unstyled mb-0">
        {calculatorLinks.map((calculator) => (
          <Col as="li" key={calculator.key}>
            <Card className="h-100 shadow-sm home-tile home-tile--calculator">
              <Card.Body>
                <Link
                  className="stretched-link fw-semibold text-decoration-none"
                  to={calculator.path}
                >
                  {calculator.invitation}
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </HomeSection>
  );
}
