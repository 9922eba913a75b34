import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a lazily loaded component', () => {
  it('shows the fallback until its code has loaded, then the component with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load, <p>Loading</p>);
    render(<LazyGreeting name="Mei" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Mei')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing until it is rendered or preloaded', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    lazyComponent(load, null);
    expect(load).not.toHaveBeenCalled();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting), <p>Loading</p>);
    await LazyGreeting.preload();
    render(<LazyGreeting name="Arjun" />);
    expect(screen.getByText('Hello Arjun')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
