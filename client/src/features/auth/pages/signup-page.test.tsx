import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { registerUser } from '../api/users-api';
import { selectUserState } from '../user-slice';

vi.mock('../api/users-api', () => ({ loginUser: vi.fn(), registerUser: vi.fn() }));

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const valid = {
  'Your Name': 'Wei Ling',
  'Email Address': 'wei.ling@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
};

describe('the sign-up page', () => {
  it('is served at /signup and /Signup with the four labelled fields and a link to login', () => {
    renderApp('/Signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('keeps the button disabled while name, email or password is empty', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toBeDisabled();
    await fill(user, { 'Your Name': 'Wei Ling', 'Email Address': 'a@b.co' });
    expect(button).toBeDisabled();
    await fill(user, { Password: 'x' });
    expect(button).toBeEnabled();
    await fill(user, { 'Your Name': '' });
    expect(button).toBeDisabled();
  });

  it.each([
    ['Email Address', 'not-an-email', 'Email must be valid'],
    ['Password', 'short', 'Password must be at least 6 characters long'],
    ['Confirm Password', 'different', 'Password must be same as confirm password'],
  ])('refuses %s %j with %j and sends nothing', async (label, value, message) => {
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user, { ...valid, [label]: value });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(vi.mocked(registerUser)).not.toHaveBeenCalled();
  });

  it('puts a blank name in its error state and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user, { ...valid, 'Your Name': '   ' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Your Name')).toHaveClass('is-invalid');
    expect(vi.mocked(registerUser)).not.toHaveBeenCalled();
  });

  it('registers, shows the success message, then goes to /login after 2 seconds with the email filled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(registerUser).mockResolvedValue({
        _id: 'u1',
        name: 'Wei Ling',
        email: 'wei.ling@example.com',
        isAdmin: false,
        token: 't',
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router, store } = renderApp('/signup');
      await fill(user, valid);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));

      expect(
        await screen.findByText('User registration successfull. Redirecting to login page...'),
      ).toBeVisible();
      expect(vi.mocked(registerUser)).toHaveBeenCalledWith({
        name: 'Wei Ling',
        email: 'wei.ling@example.com',
        password: 'secret1',
      });
      expect(window.localStorage.getItem('userInfo')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(router.state.location.pathname).toBe('/signup');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('');
      expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      expect(screen.getByLabelText('Email')).toHaveValue('wei.ling@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(selectUserState(store.getState()).register).toEqual({
        loading: false,
        success: false,
        error: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server error in an alert', async () => {
    vi.mocked(registerUser).mockRejectedValue(new ApiRequestError('User already exists', 409));
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
  });

  it('moves the focus to the first wrong field, and to the email the server refused', async () => {
    vi.mocked(registerUser).mockRejectedValue(
      new ApiRequestError('An account with this email already exists', 409),
    );
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user, { ...valid, 'Email Address': 'nope', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Email Address')).toHaveFocus();

    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
  });

  it("shows the server's refusal of a common password", async () => {
    const message = 'Password is too common: choose one that is harder to guess';
    vi.mocked(registerUser).mockRejectedValue(new ApiRequestError(message, 400));
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user, { ...valid, Password: 'qwerty123', 'Confirm Password': 'qwerty123' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
