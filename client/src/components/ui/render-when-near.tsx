import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface RenderWhenNearProps {
  children: ReactNode;
  /** The section's id: an address ending in `#<anchor>` draws it at once and scrolls to it. */
  anchor?: string;
}

/**
 * Renders `children` once its place comes within 300 px of the viewport, so the code and data of
 * a section far down a page are fetched only for a visitor who scrolls towards it. Every browser
 * the build targets has IntersectionObserver; where there is none (jsdom), nothing is rendered
 * unless the address names the section.
 */
export function RenderWhenNear({ children, anchor }: RenderWhenNearProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const named = anchor !== undefined && hash === `#${anchor}`;
  const [scrolledNear, setScrolledNear] = useState(false);
  const near = named || scrolledNear;
  useEffect(() => {
    if (named) placeRef.current?.scrollIntoView();
  }, [named]);
  useEffect(() => {
    const place = placeRef.current;
    if (near || !place || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setScrolledNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div id={anchor} ref={placeRef}>
      {near && children}
    </div>
  );
}
