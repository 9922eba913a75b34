import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/test-utils';
import { PostEditorPage } from '../pages/post-editor-page';
import { signIn, stubObjectUrls } from '../testing/fixtures';

beforeEach(() => {
  signIn();
  stubObjectUrls();
});

describe("the post editor's link pop-up by keyboard", () => {
  it('opens with Enter into its first field, and Escape closes it back onto its button', async () => {
    const user = userEvent.setup();
    renderRoute(<PostEditorPage mode="create" />, { path: '/blog/new-post' });
    const link = screen.getByRole('button', { name: 'Link' });

    link.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Link Title')).toHaveFocus());
    expect(link).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Tab}');
    expect(screen.getByLabelText('Link Target')).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByLabelText('Link Title')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveFocus();
  });
});
