import { changesFeedPath, infoPages } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { clientConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { currentYear } from '../../lib/dates';

export function SiteFooter() {
  const email = clientConfig.advertisingEmail;
  return (
    <footer className="bg-dark text-light py-4 mt-5">
      <div className="container">
        <nav aria-label="About this site" className="mb-3">
          <ul className="list-inline mb-0">
            {infoPages.map((page) => (
              <li className="list-inline-item me-3" key={page.key}>
                <Link className="link-light" to={page.path}>
                  {page.title}
                </Link>
              </li>
            ))}
            <li className="list-inline-item me-3">
              <Link className="link-light" to={paths.changes}>
                Latest changes
              </Link>
            </li>
            <li className="list-inline-item me-3">
              <a className="link-light" href={changesFeedPath} type="application/atom+xml">
                Changes feed (Atom)
              </a>
            </li>
          </ul>
        </nav>
        <div className="d-flex flex-column flex-md-row justify-content-between gap-3">
          <div>
            <nav aria-label="Social media">
              <ul className="list-inline mb-2">
                {clientConfig.socialLinks.map((link) => (
                  <li className="list-inline-item" key={link.name}>
                    <a
                      className="link-light"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.name}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="small text-white-50 mb-0">&copy; {currentYear()} SG Finance Rewards</p>
          </div>
          <p className="mb-0">
            For advertising, contact us at{' '}
            <a className="link-light" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
