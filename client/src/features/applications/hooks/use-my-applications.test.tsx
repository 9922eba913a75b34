import { screen } from '@testing-library/react';
import type { Application } from '@sg-finance/contract';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { getMyApplications } from '../api/applications-api';
import { useMyApplications } from './use-my-applications';

vi.mock('../api/applications-api', () => ({
  getMyApplications: vi.fn(),
  getNotificationSettings: () => Promise.resolve({ remindersOff: [], digest: false }),
}));

const applicationOf = (title: string) =>
  ({ id: title, product: { kind: 'card', id: title, title, slug: title } }) as Application;

function Titles() {
  const applications = useMyApplications();
  if (!applications) return <p>loading</p>;
  return <p>{applications.map((application) => application.product.title).join(', ') || 'none'}</p>;
}

describe('useMyApplications', () => {
  it('answers none for a visitor, and asks the server nothing', () => {
    renderRoute(<Titles />);
    expect(screen.getByText('none')).toBeVisible();
    expect(getMyApplications).not.toHaveBeenCalled();
  });

  it('loads the signed-in user’s applications once', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([applicationOf('Everyday Card')]);
    renderRoute(
      <>
        <Titles />
        <Titles />
      </>,
      { preloadedState: signedInState(visitorInfo) },
    );
    expect(await screen.findAllByText('Everyday Card')).toHaveLength(2);
    expect(getMyApplications).toHaveBeenCalledTimes(1);
  });

  it('drops another user’s applications left in the store and loads this user’s', async () => {
    let answer: (applications: Application[]) => void = () => {};
    vi.mocked(getMyApplications).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoute(<Titles />, {
      preloadedState: {
        ...signedInState({ ...visitorInfo, _id: 'user-2' }),
        // What an earlier session of the page left: user-1's applications.
        applications: {
          status: 'ready',
          applications: [applicationOf('Someone Else’s Card')],
          settings: null,
          error: null,
          ownerId: 'user-1',
        },
      },
    });
    expect(await screen.findByText('loading')).toBeVisible();

    answer([applicationOf('My Own Card')]);
    expect(await screen.findByText('My Own Card')).toBeVisible();
    expect(screen.queryByText(/Someone Else/)).toBeNull();
  });
});
