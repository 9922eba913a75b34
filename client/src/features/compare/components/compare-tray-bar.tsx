import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { type KindUi } from '../../../lib/listings/kind-uis';
import { useCompareTray } from '../hooks/use-compare-tray';
import { compareTrayId, maxComparedItems, trayItems } from '../lib/compare-tray';
import './compare.css';

/**
 * The bar of the kind's chosen products with a link to their comparison; hidden when empty. On a
 * phone it is one line, opened to show the chosen products.
 */
export function CompareTrayBar({ kind }: { kind: KindUi }) {
  const { tray, remove, clear } = useCompareTray();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const kindType = kind.resource;
  const items = trayItems(tray, kindType);
  if (items.length === 0) return null;

  return (
    <aside
      id={compareTrayId}
      tabIndex={-1}
      className={`compare-tray-bar border-top shadow${open ? '' : ' is-collapsed'}`}
      aria-labelledby={headingId}
    >
      <div className="container d-flex flex-wrap align-items-center gap-2 py-2">
        <h2 className="h6 mb-0 me-md-1 compare-tray-title" id={headingId}>
          Compare {kind.navLabel.toLowerCase()} ({items.length} of {maxComparedItems})
        </h2>
        <Button
          variant="outline-secondary"
          size="sm"
          className="d-md-none"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </Button>
        <div
          id={detailsId}
          className="compare-tray-details d-flex flex-wrap align-items-center gap-2 me-md-auto order-last order-md-0"
        >
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {items.map((item) => (
              <li key={item.slug} className="compare-tray-item badge text-bg-light border">
                <span className="me-1">{item.title}</span>
                <CloseButton
                  aria-label={`Remove ${item.title} from compare`}
                  onClick={() => remove(kindType, item.slug)}
                />
              </li>
            ))}
          </ul>
          <Button variant="link" size="sm" onClick={() => clear(kindType)}>
            Clear
          </Button>
        </div>
        <Link
          className="btn btn-primary btn-sm"
          to={paths.compare(
            kindType,
            items.map((item) => item.slug),
          )}
        >
          Compare
        </Link>
      </div>
    </aside>
  );
}
