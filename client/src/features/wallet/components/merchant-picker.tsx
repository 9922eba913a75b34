import { MERCHANT_QUERY_MAX_LENGTH, type Merchant } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  fetchMerchantSuggestions,
  merchantSuggestionsCleared,
  selectMerchantSearch,
} from '../store/merchant-search-slice';
import { spendLabel } from './wallet-form-values';

/** Waiting this long after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 200;

interface MerchantPickerProps {
  picked: Merchant | null;
  onPick(merchant: Merchant | null): void;
}

/** A merchant typed, with the server's suggestions to pick from. */
export function MerchantPicker({ picked, onPick }: MerchantPickerProps) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState(picked?.name ?? '');
  const search = useAppSelector(selectMerchantSearch);
  const query = text.trim();
  const asking = query !== '' && query !== picked?.name;
  const suggestions = asking && search.query === query ? search.suggestions : [];
  const error = asking ? search.error : null;

  useEffect(() => {
    if (!asking) return;
    const timer = window.setTimeout(
      () => void dispatch(fetchMerchantSuggestions(query)),
      TYPING_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, query, asking]);

  return (
    <Form.Group className="mb-3" controlId="merchant">
      <Form.Label className="mb-1">Merchant</Form.Label>
      <Form.Control
        size="sm"
        type="search"
        autoComplete="off"
        maxLength={MERCHANT_QUERY_MAX_LENGTH}
        placeholder="Grab, NTUC FairPrice, Shopee, IRAS…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (picked) onPick(null);
        }}
      />
      {error && <Form.Text className="text-danger">{error}</Form.Text>}
      {suggestions.length > 0 && (
        <ListGroup className="mt-1" aria-label="Merchants">
          {suggestions.map((merchant) => (
            <ListGroup.Item
              key={merchant._id}
              action
              onClick={() => {
                setText(merchant.name);
                dispatch(merchantSuggestionsCleared());
                onPick(merchant);
              }}
            >
              {merchant.name}{' '}
              <span className="text-body-secondary">· {spendLabel(merchant.category)}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {query !== '' && !picked && suggestions.length === 0 && !error && (
        <Form.Text>Pick a merchant from the list, or choose the category below.</Form.Text>
      )}
    </Form.Group>
  );
}
