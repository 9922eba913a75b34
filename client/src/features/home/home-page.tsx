import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { kindUis } from '../../lib/listings/kind-uis';
import { CalculatorLinks } from './calculator-links';
import { LatestPosts } from './latest-posts';
import { BestWelcomeRewards, OffersEndingSoon } from './listing-offer-sections';

const tiles = [
  ...kindUis.map((kind) => ({
    to: kind.pageRoute,
    title: kind.navLabel,
    text: kind.bannerSubheading,
  })),
  { to: paths.blog, title: 'Blog', text: 'Guides and news on personal finance in Singapore.' },
];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="home-hero border-bottom py-5 text-center">
        <div className="container">
          <h1 className="display-6 fw-bold mb-3">
            One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!
          </h1>
          <p className="lead mb-0">
            Looking for Credit Cards, Brokerage Accounts, Loans? Start here!
          </p>
        </div>
      </section>
      <section className="container py-4" aria-labelledby="home-banner">
        <div className="page-banner text-white rounded-3 p-4 mb-4 text-center">
          <h2 className="h3 mb-3" id="home-banner">
            Take Control Of Your Finances Today
          </h2>
          <Link className="btn btn-light" to={paths.cardFinder}>
            Find the card that pays you most
          </Link>
        </div>
        {/* Two short tiles a row on a phone, so every kind is in view without scrolling. */}
        <ul className="row row-cols-2 row-cols-md-3 g-3 g-md-4 list-unstyled mb-5">
          {tiles.map((tile) => (
            <li className="col" key={tile.to}>
              <div className="card h-100 shadow-sm home-tile">
                <div className="card-body">
                  <h3 className="h5 mb-0 mb-sm-2">
                    <Link className="stretched-link text-decoration-none" to={tile.to}>
                      {tile.title}
                    </Link>
                  </h3>
                  <p className="card-text text-body-secondary d-none d-sm-block">{tile.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <CalculatorLinks />
        {/* What loads after the page is drawn comes last, so nothing above it moves. */}
        <BestWelcomeRewards />
        <OffersEndingSoon />
        <LatestPosts />
      </section>
    </>
  );
}
