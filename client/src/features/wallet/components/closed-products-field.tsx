import {
  WALLET_MAX_CLOSED_PRODUCTS,
  type ClosedProduct,
  type ListingKindKey,
} from '@sg-finance/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../../../lib/dates';
import { kindUis } from '../../../lib/listings/kind-uis';
import type { Catalogue } from '../../catalogue';

interface ClosedProductsFieldProps {
  catalogue: Catalogue;
  products: readonly ClosedProduct[];
  onChange(products: ClosedProduct[]): void;
}

function productTitle(catalogue: Catalogue, product: ClosedProduct): string {
  const listing = catalogue[product.kind].find((item) => item._id === product.id);
  return listing ? `${listing.title} (${listing.category})` : 'A product no longer listed';
}

/**
 * The products a person held and closed, each with the day it was closed: a bank's offers for
 * new customers look back over them (12 months, most often).
 */
export function ClosedProductsField({ catalogue, products, onChange }: ClosedProductsFieldProps) {
  const [kind, setKind] = useState<ListingKindKey>('card');
  const [picked, setPicked] = useState('');
  const [closedOn, setClosedOn] = useState('');
  const full = products.length >= WALLET_MAX_CLOSED_PRODUCTS;

  const add = () => {
    if (!picked || !closedOn) return;
    onChange([...products, { kind, id: picked, closedOn }]);
    setPicked('');
    setClosedOn('');
  };

  return (
    <fieldset className="mb-4">
      <legend className="h5">Products I closed</legend>
      <p className="small text-body-secondary">
        Banks give their sign-up gifts to customers who held none of their cards lately: the day you
        closed one tells whether you would get a gift.
      </p>
      {products.length > 0 && (
        <ul className="list-group mb-3">
          {products.map((product, index) => {
            const title = productTitle(catalogue, product);
            return (
              <li
                key={`${product.id}-${product.closedOn}-${index}`}
                className="list-group-item d-flex justify-content-between align-items-center gap-2"
              >
                <span>
                  {title}, closed on {formatDate(product.closedOn) || product.closedOn}
                </span>
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove ${title}, closed on ${product.closedOn}`}
                  onClick={() => onChange(products.filter((_, other) => other !== index))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId="closed-kind">
          <Form.Label className="mb-1">Kind</Form.Label>
          <Form.Select
            size="sm"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ListingKindKey);
              setPicked('');
            }}
          >
            {kindUis.map((each) => (
              <option key={each.key} value={each.key}>
                {each.navLabel}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="closed-product" className="flex-grow-1">
          <Form.Label className="mb-1">Product closed</Form.Label>
          <Form.Select size="sm" value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Choose a product</option>
            {catalogue[kind].map((listing) => (
              <option key={listing._id} value={listing._id}>
                {listing.title} ({listing.category})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="closed-on">
          <Form.Label className="mb-1">Closed on</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={closedOn}
            onChange={(event) => setClosedOn(event.target.value)}
          />
        </Form.Group>
        <Button size="sm" onClick={add} disabled={!picked || !closedOn || full}>
          Add closed product
        </Button>
      </div>
      {full && (
        <Form.Text>
          A wallet keeps at most {WALLET_MAX_CLOSED_PRODUCTS} closed products: remove one first.
        </Form.Text>
      )}
    </fieldset>
  );
}
