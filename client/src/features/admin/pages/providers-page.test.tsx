import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getProviders } from '../../providers';
import { createProvider, deleteProvider, updateProvider } from '../api/provider-admin-api';
import { providerOf, signIn } from '../testing/fixtures';
import { ProvidersPage } from './providers-page';

vi.mock('../../providers/api/providers-api', async (importOriginal) => ({
  ...(await importOriginal()),
  getProviders: vi.fn(),
}));
vi.mock('../api/provider-admin-api', () => ({
  createProvider: vi.fn(),
  updateProvider: vi.fn(),
  deleteProvider: vi.fn(),
}));

const dbs = providerOf('DBS');
const trust = { ...providerOf('Trust Bank', 'digital bank'), website: 'https://trustbank.sg/' };

function renderPage() {
  return renderRoute(<ProvidersPage />, { path: '/admin/providers' });
}

function providerItems(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.fw-semibold')?.textContent ?? '');
}

beforeEach(() => {
  signIn();
  vi.mocked(getProviders).mockResolvedValue([dbs]);
});

describe('the providers page', () => {
  it('lists the providers and adds one, which the list then shows', async () => {
    vi.mocked(createProvider).mockResolvedValue(trust);
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit DBS' })).toBeVisible();

    vi.mocked(getProviders).mockResolvedValue([dbs, trust]);
    await user.type(screen.getByLabelText('Name'), 'Trust Bank');
    await user.selectOptions(screen.getByLabelText('Kind of provider'), 'digital bank');
    await user.type(screen.getByLabelText('Website'), 'https://trustbank.sg/');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));

    expect(createProvider).toHaveBeenCalledWith({
      name: 'Trust Bank',
      kind: 'digital bank',
      website: 'https://trustbank.sg/',
      logo: '',
      commercialTie: { kind: 'none', disclosure: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('“Trust Bank” added.');
    expect(await screen.findByRole('button', { name: 'Edit Trust Bank' })).toBeVisible();
    expect(providerItems()).toEqual(['DBS', 'Trust Bank']);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows every problem beside its field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Edit DBS' });

    await user.type(screen.getByLabelText('Website'), 'trustbank');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/Name is required/);
    expect(screen.getByLabelText('Kind of provider')).toHaveAccessibleDescription(
      'Kind of provider is required',
    );
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription(
      /Website must be an http\(s\) address/,
    );
    expect(createProvider).not.toHaveBeenCalled();
  });

  it('shows a name that is taken beside the name', async () => {
    vi.mocked(createProvider).mockRejectedValue(
      new ApiRequestError('A provider named "DBS" already exists', 409),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Edit DBS' });

    await user.type(screen.getByLabelText('Name'), 'dbs');
    await user.selectOptions(screen.getByLabelText('Kind of provider'), 'bank');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('A provider named "DBS" already exists')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });

  it('edits a provider in the same form', async () => {
    vi.mocked(getProviders).mockResolvedValue([dbs, trust]);
    vi.mocked(updateProvider).mockResolvedValue({ ...trust, name: 'Trust' });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Trust Bank' }));
    expect(screen.getByRole('heading', { name: 'Edit Trust Bank' })).toBeVisible();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Trust Bank');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Kind of provider')).toHaveValue('digital bank');

    await user.clear(name);
    await user.type(name, 'Trust');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(updateProvider).toHaveBeenCalledWith(trust._id, {
      name: 'Trust',
      kind: 'digital bank',
      website: 'https://trustbank.sg/',
      logo: '',
      commercialTie: { kind: 'none', disclosure: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('“Trust” saved.');
    expect(screen.getByRole('heading', { name: 'Add a provider' })).toBeVisible();
  });

  it('deletes after asking, and says why when the server refuses', async () => {
    vi.mocked(getProviders).mockResolvedValue([dbs, trust]);
    vi.mocked(deleteProvider).mockRejectedValue(
      new ApiRequestError(
        '"Trust Bank" cannot be deleted: 2 credit cards name it. Move them to another provider or delete them first.',
        409,
      ),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Trust Bank' }));
    await user.click(await screen.findByRole('button', { name: 'Delete provider' }));

    expect(deleteProvider).toHaveBeenCalledWith(trust._id);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Trust Bank" cannot be deleted: 2 credit cards name it.',
    );
    expect(providerItems()).toEqual(['DBS', 'Trust Bank']);
  });

  it("offers no Delete for the spec's nine banks, which every database keeps", async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit DBS' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete DBS' })).not.toBeInTheDocument();
  });
});
