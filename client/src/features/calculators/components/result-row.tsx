import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

export interface WorkingLineView {
  text: string;
  /** What the line adds, as shown: '+S$120.00', '-S$196.20'. */
  amount?: string;
}

interface ResultRowProps {
  rank: number;
  title: string;
  /** The product's page. */
  href: string;
  /** The headline figure: 'S$1,234.56 a year'. */
  figure: string;
  /** Figures under the title: 'Effective rate 2.55%'. */
  details?: ReactNode;
  highlighted: boolean;
  /** The working, made when the row is opened. */
  working?: () => WorkingLineView[];
}

/** One ranked product: its figure, a link to its page and the working behind the figure. */
export function ResultRow({
  rank,
  title,
  href,
  figure,
  details,
  highlighted,
  working,
}: ResultRowProps) {
  const [open, setOpen] = useState(highlighted);
  const workingId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) rowRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <li
      ref={rowRef}
      className={`calculator-row border rounded p-3 mb-2${highlighted ? ' calculator-row-highlighted' : ''}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <span className="text-body-secondary">{rank}.</span>
        <Link className="fw-semibold me-auto" to={href}>
          {title}
        </Link>
        {highlighted && (
          <Badge bg="warning" text="dark">
            Highlighted
          </Badge>
        )}
        <strong className="calculator-figure">{figure}</strong>
      </div>
      {details && <div className="small text-body-secondary mt-1">{details}</div>}
      {working && (
        <>
          <Button
            variant="link"
            size="sm"
            className="px-0"
            aria-expanded={open}
            aria-controls={workingId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide the working' : 'Show the working'}
          </Button>
          {open && (
            <ul id={workingId} className="small mb-0 calculator-working">
              {working().map((line, index) => (
                <li key={index} className="d-flex justify-content-between gap-3">
                  <span>{line.text}</span>
                  {line.amount && <span className="text-nowrap">{line.amount}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}
