import {
  lazy,
  Suspense,
  useState,
  type Attributes,
  type FunctionComponent,
  type PropsWithRef,
  type ReactNode,
} from 'react';

/** A component whose code is fetched the first time it renders (or is preloaded). */
export interface LazyComponent<Props> extends FunctionComponent<Props> {
  /** Fetches the code ahead, so the component then renders at once, with no fallback. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code is fetched the first time it renders, so a page's code (and what only
 * administrators see) stays out of the bundle every visitor downloads. While it loads, `fallback`
 * holds its place.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<FunctionComponent<Props>>,
  fallback: ReactNode,
): LazyComponent<Props> {
  let loaded: FunctionComponent<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Pending = lazy(() => preload().then((component) => ({ default: component })));

  function Lazy(props: Props) {
    // Chosen once per instance: switching between the two later would remount the component.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        {/* lazy() types its props through a conditional type that a generic `Props` leaves open. */}
        <Pending {...(props as Attributes & PropsWithRef<Props>)} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}
