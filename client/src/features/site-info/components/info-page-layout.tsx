import { infoPage, infoPageDescriptions, type InfoPageKey } from '@sg-finance/contract';
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { usePageMeta } from '../../../hooks/use-page-meta';

interface InfoPageLayoutProps {
  page: InfoPageKey;
  children: ReactNode;
}

/** A page about the site: its title as the h1 and the tab's title, then its text. */
export function InfoPageLayout({ page, children }: InfoPageLayoutProps) {
  const { title } = infoPage(page);
  const description = infoPageDescriptions[page];
  usePageMeta({ title, description });
  return (
    <Container as="article" className="py-4 info-page">
      <h1 className="h2 fw-bold">{title}</h1>
      <p className="lead">{description}</p>
      {children}
    </Container>
  );
}
