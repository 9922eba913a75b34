import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface HomePictureCardProps {
  /** The card's picture, drawn across its top. */
  picture: ReactNode;
  title: string;
  /** Where the whole card leads. */
  to: string;
  /** A line above the title, such as the kind and the bank. */
  overline?: ReactNode;
  children: ReactNode;
}

/** A card of a home page section: picture, title linking the whole card, then its lines. */
export function HomePictureCard({ picture, title, to, overline, children }: HomePictureCardProps) {
  return (
    <div className="card h-100 shadow-sm home-tile overflow-hidden">
      {picture}
      <div className="card-body">
        {overline}
        <h3 className="h6">
          <Link className="stretched-link text-decoration-none" to={to}>
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </div>
  );
}
