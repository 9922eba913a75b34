import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within 300 px of the viewport, so the code and data of
 * a section far down a page are fetched only for a visitor who scrolls towards it. Every browser
 * the build targets has IntersectionObserver; where there is none (jsdom), nothing is rendered.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const place = placeRef.current;
    if (near || !place || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeRef} />;
}
