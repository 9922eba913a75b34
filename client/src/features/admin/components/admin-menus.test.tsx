import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { SiteHeader } from '../../../components/layouts/site-header';
import { renderRoute } from '../../../testing/test-utils';
import { kindUis } from '../../../lib/listings/kind-uis';
import { signIn } from '../testing/fixtures';
import { AdminMenus } from './admin-menus';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader() {
  signIn();
  return renderRoute(
    <>
      <SiteHeader adminMenu={<AdminMenus />} />
      <Where />
    </>,
    { path: '*', url: '/' },
  );
}

const toggle = () => screen.getByRole('button', { name: 'Toggle navigation' });
const collapse = () => document.getElementById('main-navigation')!;

describe("the admin's Create New and Admin menus in the collapsed (phone) header", () => {
  it('opens its items when tapped and keeps the header menu open', async () => {
    const user = userEvent.setup();
    renderHeader();

    await user.click(toggle());
    expect(collapse()).toHaveClass('show');
    await user.click(screen.getByRole('button', { name: 'Create New' }));

    expect(collapse()).toHaveClass('show');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Create New' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Blog Post' })).toBeVisible();
    // A link of a menu is no option: aria-selected is not allowed on it (axe, aria-allowed-attr).
    expect(screen.getByRole('link', { name: 'Blog Post' })).not.toHaveAttribute('aria-selected');
  });

  it('keeps the menu open on a touch tap of Create New', () => {
    renderHeader();
    fireEvent.click(toggle());
    const createNew = screen.getByRole('button', { name: 'Create New' });

    fireEvent.touchStart(createNew);
    fireEvent.touchEnd(createNew);
    fireEvent.click(createNew);

    expect(collapse()).toHaveClass('show');
    expect(createNew).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates to the chosen item and closes the whole menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    const card = kindUis.find((kind) => kind.key === 'card')!;

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const menu = within(screen.getByRole('link', { name: 'Blog Post' }).parentElement!);
    await user.click(menu.getByRole('link', { name: 'Credit Card' }));

    expect(screen.getByTestId('where')).toHaveTextContent(card.createRoute);
    expect(collapse()).not.toHaveClass('show');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Admin menu beside it and goes to the outbox', async () => {
    const user = userEvent.setup();
    renderHeader();

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(collapse()).toHaveClass('show');
    expect(screen.queryByRole('link', { name: 'Blog Post' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Outbox' }));

    expect(screen.getByTestId('where')).toHaveTextContent('/admin/outbox');
    expect(collapse()).not.toHaveClass('show');
  });
});
