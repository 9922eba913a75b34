import { useId, useState } from 'react';
import type { DetailSection } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

interface ListingSectionsProps {
  sections: readonly DetailSection[];
  listing: Listing;
}

/**
 * The kind's detail lists as collapsible sections. They start open and each can be closed on its
 * own, so all may be collapsed at once. Bootstrap's accordion markup without react-bootstrap's
 * Accordion, whose height transition would bring a transition library into every first page.
 */
export function ListingSections({ sections, listing }: ListingSectionsProps) {
  const idPrefix = useId();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (field: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  return (
    <div className="accordion listing-sections">
      {sections.map((section) => {
        const lines = (listing[section.field] ?? []).filter((line) => line.trim() !== '');
        const open = !closed.has(section.field);
        const bodyId = `${idPrefix}-${section.field}`;
        return (
          <div className="accordion-item" key={section.field}>
            <h2 className="accordion-header">
              <button
                type="button"
                className={open ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => toggle(section.field)}
              >
                {section.title}
              </button>
            </h2>
            <div
              id={bodyId}
              className={open ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}
            >
              <div className="accordion-body">
                {lines.length > 0 ? (
                  <ul className="mb-0">
                    {lines.map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-body-secondary mb-0">No details listed yet.</p>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
