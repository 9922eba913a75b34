import { useId, type ReactNode } from 'react';

interface HomeSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled block of the home page below the banner. */
export function HomeSection({ title, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <h2 className="h4 mb-3" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
