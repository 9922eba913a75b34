import { WALLET_MAX_PRODUCTS, type HeldProduct, type ListingKindKey } from '@sg-finance/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { kindUis } from '../../../lib/listings/kind-uis';
import type { Catalogue } from '../../catalogue';

interface HeldProductsFieldProps {
  catalogue: Catalogue;
  products: readonly HeldProduct[];
  onChange(products: HeldProduct[]): void;
}

function productTitle(catalogue: Catalogue, product: HeldProduct): string {
  const listing = catalogue[product.kind].find((item) => item._id === product.id);
  return listing ? `${listing.title} (${listing.category})` : 'A product no longer listed';
}

/** The products a person holds, picked from the catalogue by kind; at most 20. */
export function HeldProductsField({ catalogue, products, onChange }: HeldProductsFieldProps) {
  const [kind, setKind] = useState<ListingKindKey>('card');
  const [picked, setPicked] = useState('');
  const held = new Set(products.map((product) => product.id));
  const choices = catalogue[kind].filter((listing) => !held.has(listing._id));
  const full = products.length >= WALLET_MAX_PRODUCTS;

  const add = () => {
    if (!picked) return;
    onChange([...products, { kind, id: picked }]);
    setPicked('');
  };

  return (
    <fieldset className="mb-4">
      <legend className="h5">Products I hold</legend>
      {products.length === 0 ? (
        <p className="text-body-secondary">None yet: add the cards, accounts and loans you hold.</p>
      ) : (
        <ul className="list-group mb-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="list-group-item d-flex justify-content-between align-items-center gap-2"
            >
              <span>{productTitle(catalogue, product)}</span>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={`Remove ${productTitle(catalogue, product)}`}
                onClick={() => onChange(products.filter((each) => each.id !== product.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId="held-kind">
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
        <Form.Group controlId="held-product" className="flex-grow-1">
          <Form.Label className="mb-1">Product</Form.Label>
          <Form.Select size="sm" value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Choose a product</option>
            {choices.map((listing) => (
              <option key={listing._id} value={listing._id}>
                {listing.title} ({listing.category})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" onClick={add} disabled={!picked || full}>
          Add
        </Button>
      </div>
      {full && (
        <Form.Text>
          A wallet holds at most {WALLET_MAX_PRODUCTS} products: remove one first.
        </Form.Text>
      )}
    </fieldset>
  );
}
