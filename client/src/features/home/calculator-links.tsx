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
      <ul className="d-grid gap-2 mb-0">
        {calculatorLinks.map((calculator) => (
          <li key={calculator.key}>
            <Link to={calculator.path}>{calculator.invitation}</Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
