import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noMerchantEvidence, type Merchant } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import {
  createMerchant,
  deleteMerchant,
  getMerchants,
  updateMerchant,
} from '../api/merchant-admin-api';
import { MerchantsPage } from './merchants-page';

vi.mock('../api/merchant-admin-api', () => ({
  getMerchants: vi.fn(),
  createMerchant: vi.fn(),
  updateMerchant: vi.fn(),
  deleteMerchant: vi.fn(),
}));

const grab: Merchant = {
  _id: 'm1',
  name: 'Grab',
  aliases: ['GrabCar'],
  category: 'transport',
  excludedNote: '',
  slug: 'grab',
  evidence: noMerchantEvidence,
  createdAt: '',
  updatedAt: '',
};
const shopee: Merchant = { ...grab, _id: 'm2', name: 'Shopee', aliases: [], category: 'online' };

describe('the merchants page', () => {
  it('lists the merchants with their category and finds one by an alias', async () => {
    vi.mocked(getMerchants).mockResolvedValue([grab, shopee]);
    const user = userEvent.setup();
    renderRoute(<MerchantsPage />);

    expect(await screen.findByText('All merchants (2)')).toBeVisible();
    await user.type(screen.getByLabelText('Find a merchant'), 'grabcar');

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Grab · transportGrabCar/);
  });

  it('adds a merchant with its aliases, and shows what the server refuses', async () => {
    vi.mocked(getMerchants).mockResolvedValue([]);
    vi.mocked(createMerchant)
      .mockRejectedValueOnce(new ApiRequestError('A merchant named "Klook" already exists', 409))
      .mockResolvedValueOnce({ ...grab, name: 'Klook' });
    const user = userEvent.setup();
    renderRoute(<MerchantsPage />);

    await user.type(await screen.findByLabelText('Name'), 'Klook');
    await user.selectOptions(screen.getByLabelText('Category'), 'travel');
    await user.type(screen.getByLabelText('Other names, separated by commas'), 'Klook Travel, KL');
    await user.click(screen.getByRole('button', { name: 'Add merchant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A merchant named "Klook" already exists',
    );
    await user.click(screen.getByRole('button', { name: 'Add merchant' }));

    expect(await screen.findByRole('status')).toHaveTextContent('“Klook” added.');
    expect(createMerchant).toHaveBeenLastCalledWith({
      name: 'Klook',
      aliases: ['Klook Travel', 'KL'],
      category: 'travel',
      excludedNote: '',
    });
  });

  it('edits a merchant and deletes one after a second press', async () => {
    vi.mocked(getMerchants).mockResolvedValue([grab, shopee]);
    vi.mocked(updateMerchant).mockResolvedValue({ ...grab, category: 'dining' });
    vi.mocked(deleteMerchant).mockResolvedValue('Merchant Deleted!');
    const user = userEvent.setup();
    renderRoute(<MerchantsPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Grab' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'dining');
    await user.click(screen.getByRole('button', { name: 'Save merchant' }));
    expect(updateMerchant).toHaveBeenCalledWith('m1', {
      name: 'Grab',
      aliases: ['GrabCar'],
      category: 'dining',
      excludedNote: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('“Grab” saved.');

    const shopeeItem = screen.getByText('Shopee').closest('li') as HTMLElement;
    await user.click(within(shopeeItem).getByRole('button', { name: 'Delete Shopee' }));
    expect(deleteMerchant).not.toHaveBeenCalled();
    await user.click(within(shopeeItem).getByRole('button', { name: 'Delete Shopee?' }));
    expect(deleteMerchant).toHaveBeenCalledWith('m2');
  });
});
