import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageBanner } from '../../../components/ui/page-banner';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { CalculatorNote } from './calculator-note';
import '../calculators.css';

interface CalculatorLayoutProps {
  heading: string;
  subheading: string;
  /** The form: inputs beside the answer on wide screens, above it on phones. */
  inputs: ReactNode;
  loading: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/** The frame of every calculator page: heading, the note, inputs and the answer. */
export function CalculatorLayout({
  heading,
  subheading,
  inputs,
  loading,
  error,
  children,
}: CalculatorLayoutProps) {
  usePageMeta({ title: heading, description: subheading });
  const resultsId = useId();
  return (
    <>
      <PageBanner heading={heading} subheading={subheading} />
      <Container className="pb-5">
        <CalculatorNote />
        {/* On a phone the answer comes after the inputs. */}
        <Button
          variant="outline-primary"
          size="sm"
          className="d-lg-none mb-3"
          onClick={() => document.getElementById(resultsId)?.scrollIntoView()}
        >
          See the results
        </Button>
        <Row className="g-4">
          <Col lg={4}>
            <form aria-label={`${heading} inputs`} onSubmit={(event) => event.preventDefault()}>
              {inputs}
            </form>
          </Col>
          <Col lg={8}>
            <section id={resultsId} aria-label="Results" aria-busy={loading}>
              {error ? <ErrorBanner message={error} /> : loading ? <LoadingSpinner /> : children}
            </section>
          </Col>
        </Row>
      </Container>
    </>
  );
}
