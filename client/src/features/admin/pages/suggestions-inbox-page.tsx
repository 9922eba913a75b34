import type { Suggestion, SuggestionStatus } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { safeHref } from '../../../lib/safe-url';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { deleteSuggestion, setSuggestionStatus } from '../api/suggestion-admin-api';
import {
  fetchSuggestions,
  selectSuggestionsInbox,
  suggestionLeftTab,
} from '../store/suggestions-inbox-slice';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';

const tabs: ReadonlyArray<{ status: SuggestionStatus; label: string }> = [
  { status: 'new', label: 'New' },
  { status: 'done', label: 'Done' },
];

/** The administrators' inbox of visitors' suggestions: read, mark done, delete. */
export function SuggestionsInboxPage() {
  useDocumentTitle('Suggestions');
  const [params] = useSearchParams();
  const status: SuggestionStatus = params.get('status') === 'done' ? 'done' : 'new';
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectSuggestionsInbox);
  const shown = inbox.status === status;
  const items = shown ? inbox.items : [];
  const { total, page } = inbox;
  const loading = !shown || inbox.loading;
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const [toDelete, setToDelete] = useState<Suggestion>();
  const load = (pageToLoad: number) => dispatch(fetchSuggestions({ status, page: pageToLoad }));
  const shownMessage =
    message ??
    (shown && inbox.error ? { variant: 'danger' as const, text: inbox.error } : undefined);

  useEffect(() => {
    setMessage(undefined);
    void dispatch(fetchSuggestions({ status, page: 1 }));
  }, [dispatch, status]);

  const act = async (action: () => Promise<string>, suggestion: Suggestion) => {
    try {
      const text = await action();
      dispatch(suggestionLeftTab(suggestion._id));
      setMessage({ variant: 'success', text });
    } catch (error) {
      setMessage({ variant: 'danger', text: describeApiError(error) });
    }
  };

  const toggle = (suggestion: Suggestion) => {
    const next: SuggestionStatus = suggestion.status === 'new' ? 'done' : 'new';
    return act(async () => {
      await setSuggestionStatus(suggestion._id, next);
      return `“${suggestion.product}” marked ${next}.`;
    }, suggestion);
  };

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Suggestions</h1>
      <p className="text-body-secondary">Rewards and products visitors asked us to compare.</p>
      <Nav variant="tabs" className="mb-3" as="ul">
        {tabs.map((tab) => (
          <Nav.Item as="li" key={tab.status}>
            <Nav.Link
              as={Link}
              to={tab.status === 'new' ? '?' : `?status=${tab.status}`}
              active={status === tab.status}
              aria-current={status === tab.status ? 'page' : undefined}
            >
              {tab.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {shownMessage && (
        <Alert
          variant={shownMessage.variant}
          role={shownMessage.variant === 'danger' ? 'alert' : 'status'}
        >
          {shownMessage.text}
        </Alert>
      )}
      {!loading && items.length === 0 && (
        <p>{status === 'new' ? 'No new suggestions.' : 'No suggestions marked done.'}</p>
      )}
      <ul className="list-unstyled d-grid gap-3">
        {items.map((suggestion) => {
          const link = safeHref(suggestion.link);
          return (
            <li key={suggestion._id}>
              <Card as="article" aria-labelledby={`suggestion-${suggestion._id}`}>
                <Card.Body>
                  <Card.Title as="h2" className="h5" id={`suggestion-${suggestion._id}`}>
                    {suggestion.product}{' '}
                    <span className="text-body-secondary">· {suggestion.bank}</span>
                  </Card.Title>
                  <Card.Text className="mb-2">{suggestion.reward}</Card.Text>
                  <p className="small text-body-secondary mb-2">
                    Received {formatDateTime(suggestion.createdAt)}
                    {suggestion.email && (
                      <>
                        {' '}
                        from <a href={`mailto:${suggestion.email}`}>{suggestion.email}</a>
                      </>
                    )}
                    {link && (
                      <>
                        {' · '}
                        <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                          Offer page<span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      </>
                    )}
                  </p>
                  <div className="d-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => void toggle(suggestion)}
                    >
                      {suggestion.status === 'new' ? 'Mark done' : 'Mark new'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setToDelete(suggestion)}
                    >
                      Delete
                    </Button>
                  </div>
                </Card.Body>
              </Card>
            </li>
          );
        })}
      </ul>
      {loading && <LoadingSpinner />}
      {!loading && items.length < total && (
        <Button variant="outline-secondary" onClick={() => void load(page + 1)}>
          Load more ({total - items.length} more)
        </Button>
      )}
      <ConfirmDeleteModal
        show={toDelete !== undefined}
        noun="suggestion"
        title={toDelete?.product ?? ''}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => {
          const suggestion = toDelete;
          setToDelete(undefined);
          if (suggestion) void act(() => deleteSuggestion(suggestion._id), suggestion);
        }}
      />
    </Container>
  );
}
