import { Link } from 'react-router-dom';
import { calculators } from '../../config/paths';
import { kindUis } from '../../lib/listings/kind-uis';
import { HomeSection } from './home-section';

const calculatorLinks = kindUis.flatMap((kind) => {
  const calculator = calculators[kind.key];
  return calculator ? [{ key: kind.key, ...calculator }] : [];
});

/** Each kind's calculator, by the invitation its list page shows. */
export function CalculatorLinks() {
  return (
    <HomeSection title="Calculators">
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled mb-0">
        {calculatorLinks.map((calculator) => (
          <li className="col" key={calculator.key}>
            <div className="card h-100 shadow-sm home-tile home-tile--calculator">
              <div className="card-body">
                <Link
                  className="stretched-link fw-semibold text-decoration-none"
                  to={calculator.path}
                >
                  {calculator.invitation}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
