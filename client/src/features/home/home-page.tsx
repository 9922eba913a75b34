import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { listingKinds } from '../listings/listing-kinds';
import { CalculatorLinks } from './calculator-links';
import { LatestPosts } from './latest-posts';
import { BestWelcomeRewards, OffersEndingSoon } from './listing-offer-sections';

const tiles = [
  ...listingKinds.map((kind) => ({
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
        <Container>
          <h1 className="display-6 fw-bold mb-3">
            One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!
          </h1>
          <p className="lead mb-0">
            Looking for Credit Cards, Brokerage Accounts, Loans? Start here!
          </p>
        </Container>
      </section>
      <Container as="section" className="py-4" aria-labelledby="home-banner">
        <div className="page-banner text-white rounded-3 p-4 mb-4 text-center">
          <h2 className="h3 mb-3" id="home-banner">
            Take Control Of Your Finances Today
          </h2>
          <Link className="btn btn-light" to={paths.cardFinder}>
            Find the card that pays you most
          </Link>
        </div>
        {/* Two short tiles a row on a phone, so every kind is in view without scrolling. */}
        <Row as="ul" xs={2} md={3} className="g-3 g-md-4 list-unstyled mb-5">
          {tiles.map((tile) => (
            <Col as="li" key={tile.to}>
              <Card className="h-100 shadow-sm home-tile">
                <Card.Body>
                  <h3 className="h5 mb-0 mb-sm-2">
                    <Link className="stretched-link text-decoration-none" to={tile.to}>
                      {tile.title}
                    </Link>
                  </h3>
                  <Card.Text className="text-body-secondary d-none d-sm-block">
                    {tile.text}
                  </Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        <CalculatorLinks />
        {/* What loads after the page is drawn comes last, so nothing above it moves. */}
        <BestWelcomeRewards />
        <OffersEndingSoon />
        <LatestPosts />
      </Container>
    </>
  );
}
