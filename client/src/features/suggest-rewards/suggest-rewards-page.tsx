import Container from 'react-bootstrap/Container';
import { clientConfig } from '../../config/env';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SuggestionForm } from './suggestion-form';

interface SuggestRewardsPageProps {
  /** The external form to embed, when one is configured; otherwise the built-in form shows. */
  formUrl?: string;
}

export function SuggestRewardsPage({
  formUrl = clientConfig.suggestRewardsFormUrl,
}: SuggestRewardsPageProps) {
  useDocumentTitle('Suggest Rewards');
  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Looking for other rewards?</h1>
      <p className="lead">
        Tell us about a welcome reward or a product you would like to see compared here.
      </p>
      {formUrl ? (
        <div className="suggest-rewards-frame">
          <iframe src={formUrl} title="Suggest a reward form" loading="lazy" />
        </div>
      ) : (
        <SuggestionForm />
      )}
    </Container>
  );
}
