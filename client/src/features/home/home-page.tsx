import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { listingKinds } from '../listings/listing-kinds';

const tiles = [
  ...listingKinds.map((kind) => ({
    to: kind.route,
    title: kind.navLabel,
    text: kind.bannerSubheading,
  })),
  { to: paths.blog, title: 'Blog', text: 'Guides and news on personal finance in Singapore.' },
];

export function HomePage() {
  return (
    <>
      <section className="bg-light border-bottom py-5 text-center">
        <Container>
          <h1 className="display-6 fw-bold">
            One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!
          </h1>
          <p className="lead mb-0">
            Looking for Credit Cards, Brokerage Accounts, Loans? Start here!
          </p>
        </Container>
      </section>
      <Container className="py-4">
        <div className="bg-primary text-white rounded-3 p-4 mb-4 text-center">
          <p className="h3 mb-0">Take Control Of Your Finances Today</p>
        </div>
        <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled">
          {tiles.map((tile) => (
            <Col as="li" key={tile.to}>
              <Card className="h-100 shadow-sm">
                <Card.Body>
                  <h2 className="h5">
                    <Link className="stretched-link text-decoration-none" to={tile.to}>
                      {tile.title}
                    </Link>
                  </h2>
                  <Card.Text>{tile.text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
    </>
  );
}
