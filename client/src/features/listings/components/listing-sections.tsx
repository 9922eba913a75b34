import Accordion from 'react-bootstrap/Accordion';
import type { DetailSection } from '../listing-kinds';
import type { Listing } from '@sg-finance/contract';

interface ListingSectionsProps {
  sections: readonly DetailSection[];
  listing: Listing;
}

/**
 * The kind's detail lists as collapsible sections. They start open and each can be closed on its
 * own, so all may be collapsed at once.
 */
export function ListingSections({ sections, listing }: ListingSectionsProps) {
  const keys = sections.map((section) => section.field);
  return (
    <Accordion alwaysOpen defaultActiveKey={keys} className="listing-sections">
      {sections.map((section) => {
        const lines = (listing[section.field] ?? []).filter((line) => line.trim() !== '');
        return (
          <Accordion.Item eventKey={section.field} key={section.field}>
            <Accordion.Header as="h2">{section.title}</Accordion.Header>
            <Accordion.Body>
              {lines.length > 0 ? (
                <ul className="mb-0">
                  {lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-body-secondary mb-0">No details listed yet.</p>
              )}
            </Accordion.Body>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
