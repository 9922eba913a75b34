import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { renderRoute } from '../../../testing/test-utils';
import { createApplication } from '../api/applications-api';
import { ApplyButton } from './apply-button';

vi.mock('../api/applications-api', () => ({ createApplication: vi.fn() }));

const listing = { _id: 'c'.repeat(24), title: 'Everyday Card', slug: 'everyday' } as Listing;

const renderButton = () =>
  renderRoute(<ApplyButton kind={kindUiByKey('card')} listing={listing} />, {
    path: '/cards/everyday',
  });

describe('I applied, on a product’s page', () => {
  it('records the application on the day chosen and links to My applications', async () => {
    vi.mocked(createApplication).mockResolvedValue(
      {} as Awaited<ReturnType<typeof createApplication>>,
    );
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'I applied' }));
    await userEvent.clear(screen.getByLabelText('I applied on'));
    await userEvent.type(screen.getByLabelText('I applied on'), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Track this application' }));

    expect(await screen.findByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/me/applications',
    );
    expect(createApplication).toHaveBeenCalledWith({
      kind: 'card',
      productId: listing._id,
      appliedOn: '2026-11-02',
    });
  });

  it('shows the server’s message and stays open for another day', async () => {
    vi.mocked(createApplication).mockRejectedValue(
      new ApiRequestError('appliedOn: must not be more than a year ahead', 400),
    );
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'I applied' }));
    await userEvent.click(screen.getByRole('button', { name: 'Track this application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'appliedOn: must not be more than a year ahead',
    );
    expect(screen.getByRole('button', { name: 'Track this application' })).toBeEnabled();
  });
});
