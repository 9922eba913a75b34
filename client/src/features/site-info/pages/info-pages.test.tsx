import { infoPageDescriptions, infoPages } from '@sg-finance/contract';
import { merchantEvidenceRules, purchaseMatchRules } from '@sg-finance/finance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';

describe('the pages about the site', () => {
  it.each(infoPages)('$path has its own heading and tab title', async (page) => {
    renderApp(page.path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
    expect(document.title).toBe(`${page.title} | SG Finance Rewards`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      infoPageDescriptions[page.key],
    );
  });

  it('are each one click away from the footer of any page', async () => {
    renderApp('/blog');
    const footerLinks = within(screen.getByRole('navigation', { name: 'About this site' }));
    expect(footerLinks.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...infoPages.map((page) => page.title),
      'Latest changes',
      'Changes feed (Atom)',
    ]);

    await userEvent.click(footerLinks.getByRole('link', { name: 'Privacy' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  });

  it('say what a mile is worth and when terms count as unchecked, from the figures the code uses', async () => {
    renderApp('/how-we-rank');
    expect(await screen.findByText(/1\.5 cents unless you change it/)).toBeVisible();
    expect(screen.getByText(/Terms not checked for 90 days are marked/)).toBeVisible();
  });

  it('say what a loan’s “from” EIR and a card’s category rate are', async () => {
    renderApp('/how-we-rank');
    expect(
      await screen.findByText(/‘from’ EIR\s+on the loans list is the lowest EIR this calculator/),
    ).toBeVisible();
    expect(screen.getByText(/each category’s row shows the most a S\$1 of it earns/)).toBeVisible();
  });

  it('say how the card for a purchase is picked, in the rules the till applies', async () => {
    renderApp('/how-we-rank');
    const heading = await screen.findByRole('heading', { name: 'Which card for a purchase' });
    const rules = within(heading.nextElementSibling!.nextElementSibling as HTMLElement);
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...purchaseMatchRules,
    ]);
    expect(rules.getByText(/^By code first:/)).toBeVisible();
  });

  it('say how sure a merchant’s code is, in the rules its page applies', async () => {
    renderApp('/how-we-rank');
    const heading = await screen.findByRole('heading', { name: 'A merchant’s code' });
    const rules = within(heading.nextElementSibling!.nextElementSibling as HTMLElement);
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...merchantEvidenceRules,
    ]);
  });

  it('say how to use the PDPA rights on the account settings page, and where mail goes', async () => {
    renderApp('/privacy');
    const rights = (await screen.findByText('Access')).closest('ul')!;
    expect(
      within(rights)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Access', 'Correction', 'Withdrawal of consent and deletion']);
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/me/account',
    );
    expect(
      screen.getByText(/administrators can read that outbox, reset links included/),
    ).toBeVisible();
  });
});
