import { useId, useState } from 'react';
import type { DetailSection, TermSection } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

interface ListingSectionsProps {
  sections: readonly DetailSection[];
  /** Sections written from the terms, after the lists; each only when it has lines. */
  termSections?: readonly TermSection[] | undefined;
  listing: Listing;
}

interface Section {
  key: string;
  title: string;
  lines: string[];
}

/**
 * The kind's detail lists, then the sections its terms write, as collapsible sections. They start open and each can be closed on its
 * own, so all may be collapsed at once. Bootstrap's accordion markup without react-bootstrap's
 * Accordion, whose height transition would bring a transition library into every first page.
 */
export function ListingSections({ sections, termSections = [], listing }: ListingSectionsProps) {
  const idPrefix = useId();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (field: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  const shown: Section[] = [
    ...sections.map((section) => ({
      key: section.field,
      title: section.title,
      lines: (listing[section.field] ?? []).filter((line) => line.trim() !== ''),
    })),
    ...termSections.flatMap((section) => {
      const lines = listing.terms ? section.lines(listing.terms) : [];
      return lines.length > 0 ? [{ key: section.title, title: section.title, lines }] : [];
    }),
  ];

  return (
    <div className="accordion listing-sections">
      {shown.map(({ key, title, lines }) => {
        const open = !closed.has(key);
        const bodyId = `${idPrefix}-${key.replace(/\W+/g, '-')}`;
        return (
          <div className="accordion-item" key={key}>
            <h2 className="accordion-header">
              <button
                type="button"
                className={open ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => toggle(key)}
              >
                {title}
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
