import { useId, type ReactNode } from 'react';

/** The "How we calculate" section of a calculator: every rule its figures follow, in words. */
export function CalculationRules({ rules }: { rules: readonly ReactNode[] }) {
  const headingId = useId();
  return (
    <section className="mt-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        How we calculate
      </h2>
      <ul className="small mb-0">
        {rules.map((rule, index) => (
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
