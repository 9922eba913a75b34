import { act, screen } from '@testing-library/react';
import { renderRoute } from '../testing/test-utils';
import { keyedLoad, useKeyedLoad } from './keyed-loads';

const greetingLoad = keyedLoad(
  'greeting',
  (name: string) => name,
  (name: string) => Promise.resolve(`Hello, ${name}`),
);

function Greeting({ fresh = false }: { fresh?: boolean }) {
  const load = useKeyedLoad(greetingLoad, 'Mei', undefined, { freshEachVisit: fresh });
  return <p>{load?.status === 'ready' ? load.data : 'loading'}</p>;
}

describe('keyed loads', () => {
  it('keeps a load in the store after its reader leaves', async () => {
    const { store, unmount } = renderRoute(<Greeting />);
    expect(await screen.findByText('Hello, Mei')).toBeVisible();
    unmount();

    expect(greetingLoad.select(store.getState(), 'Mei')).toMatchObject({ data: 'Hello, Mei' });
  });

  it('forgets a load read fresh each visit when its reader leaves', async () => {
    const { store, unmount } = renderRoute(<Greeting fresh />);
    expect(await screen.findByText('Hello, Mei')).toBeVisible();
    act(() => unmount());

    expect(greetingLoad.select(store.getState(), 'Mei')).toBeUndefined();
  });

  it('puts what an action answered in place of the data', async () => {
    const { store } = renderRoute(<Greeting />);
    expect(await screen.findByText('Hello, Mei')).toBeVisible();
    act(() => {
      store.dispatch(greetingLoad.answered('Mei', 'Welcome back, Mei'));
    });
    expect(screen.getByText('Welcome back, Mei')).toBeVisible();
  });
});
