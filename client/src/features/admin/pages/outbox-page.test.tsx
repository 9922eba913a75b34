import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getOutbox } from '../api/outbox-api';
import { signIn } from '../testing/fixtures';
import { OutboxPage } from './outbox-page';

vi.mock('../api/outbox-api', () => ({ getOutbox: vi.fn() }));

const message = (id: string, to: string, date: string) => ({
  id,
  date,
  from: 'SG Finance Rewards <no-reply@localhost>',
  to,
  subject: 'Reset your SG Finance Rewards password',
  text: `Hello,\n\nhttp://localhost:3000/reset-password#token=${id}\n`,
});

function renderPage() {
  return renderRoute(<OutboxPage />, { path: '/admin/outbox' });
}

beforeEach(() => signIn());

describe('the outbox page', () => {
  it('lists the messages as the server orders them, each opened on a click', async () => {
    vi.mocked(getOutbox).mockResolvedValue({
      messages: [
        message('b', 'una@example.test', '2026-11-24T10:05:00.000Z'),
        message('a', 'ada@example.test', '2026-11-24T09:00:00.000Z'),
      ],
      total: 2,
      unreadable: [],
      smtp: false,
    });
    renderPage();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      expect.stringMatching(/^Reset your SG Finance Rewards password to una@example\.test, /),
      expect.stringMatching(/^Reset your SG Finance Rewards password to ada@example\.test, /),
    ]);
    expect(screen.getByText('2 messages.')).toBeVisible();
    const first = items[0]!.querySelector('details')!;
    expect(first.open).toBe(false);
    await userEvent.click(within(items[0]!).getByText(/to una@example\.test/));
    expect(first.open).toBe(true);
    expect(within(items[0]!).getByText(/reset-password#token=b/)).toBeVisible();
    expect(document.title).toMatch(/^Outbox/);
  });

  it('says when it shows only the newest of more messages, and when SMTP sends the mail', async () => {
    vi.mocked(getOutbox).mockResolvedValue({
      messages: [message('a', 'ada@example.test', '2026-11-24T09:00:00.000Z')],
      total: 250,
      unreadable: [],
      smtp: true,
    });
    renderPage();

    expect(await screen.findByText('The newest 1 of 250 messages.')).toBeVisible();
    expect(screen.getByText(/sends its mail through its SMTP server/)).toBeVisible();
  });

  it('says there is no mail yet', async () => {
    vi.mocked(getOutbox).mockResolvedValue({ messages: [], total: 0, unreadable: [], smtp: false });
    renderPage();
    expect(await screen.findByText('No mail yet.')).toBeVisible();
  });

  it('names the message files it cannot read beside the ones it lists', async () => {
    vi.mocked(getOutbox).mockResolvedValue({
      messages: [message('a', 'ada@example.test', '2026-11-24T09:00:00.000Z')],
      total: 2,
      unreadable: ['2026-11-24T10-05-00-000Z-1a2b3c4d.json'],
      smtp: false,
    });
    renderPage();
    expect(
      await screen.findByText(
        'These message files cannot be read (empty or cut short) and are left out: 2026-11-24T10-05-00-000Z-1a2b3c4d.json.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's error", async () => {
    vi.mocked(getOutbox).mockRejectedValue(
      new ApiRequestError('Only administrators can do this', 403),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can do this');
  });
});
