import { screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/test-utils';
import type { RequestState } from '../store/admin-slice';
import { SaveStatus } from './save-status';

function renderStatus(state: Partial<RequestState<string>>, shareSent = 0) {
  const full: RequestState<string> = {
    loading: false,
    result: null,
    error: null,
    requestId: 'request-1',
    ...state,
  };
  return renderRoute(
    <SaveStatus
      state={full}
      shareSent={shareSent}
      successText="Record created successfully."
      linkText="Go to main page."
      linkTo="/cards"
    />,
  );
}

describe('the save status of an editor form', () => {
  it('shows how much was sent while the form is being sent', () => {
    renderStatus({ loading: true }, 0.4);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading... 40%')).toBeVisible();
  });

  it('says the server is saving once everything was sent', () => {
    renderStatus({ loading: true }, 1);
    expect(screen.getByText('Uploaded, saving...')).toBeVisible();
  });

  it('shows the success banner with its link back once saved', () => {
    renderStatus({ result: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Record created successfully. Go to main page.',
    );
    const link = screen.getByRole('link', { name: 'Go to main page.' });
    expect(link).toHaveAttribute('href', '/cards');
    // The alert's own dark green, not the body's blue, which is too light on the pale green.
    expect(link).toHaveClass('alert-link');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's error in red", () => {
    renderStatus({ error: 'Title is required' });
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
  });

  it('shows nothing before the form is sent', () => {
    const { container } = renderStatus({});
    expect(container).toBeEmptyDOMElement();
  });
});
