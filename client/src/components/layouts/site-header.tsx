import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { listingKinds } from '../../features/listings/listing-kinds';

export function SiteHeader() {
  return (
    <header>
      <Navbar expand="lg" bg="dark" data-bs-theme="dark" collapseOnSelect>
        <Container>
          <Navbar.Brand as={NavLink} to={paths.home}>
            SG Finance Rewards
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="main-navigation" />
          <Navbar.Collapse id="main-navigation">
            <Nav className="me-auto" as="ul">
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={paths.home} end eventKey={paths.home}>
                  Home
                </Nav.Link>
              </Nav.Item>
              {listingKinds.map((kind) => (
                <Nav.Item as="li" key={kind.key}>
                  <Nav.Link as={NavLink} to={kind.route} eventKey={kind.route}>
                    {kind.navLabel}
                  </Nav.Link>
                </Nav.Item>
              ))}
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={paths.blog} eventKey={paths.blog}>
                  Blog
                </Nav.Link>
              </Nav.Item>
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={paths.suggestRewards} eventKey={paths.suggestRewards}>
                  Suggest Rewards
                </Nav.Link>
              </Nav.Item>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
