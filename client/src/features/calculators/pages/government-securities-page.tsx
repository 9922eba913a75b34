import {
  pagePath,
  singaporeToday,
  tbillName,
  type SecurityWatchKey,
  type TbillAuction,
} from '@sg-finance/contract';
import { formatPercent } from '@sg-finance/finance';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { ChartCanvas } from '../../../components/ui/chart-canvas';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageBanner } from '../../../components/ui/page-banner';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatDate } from '../../../lib/dates';
import { useSignedIn } from '../../auth';
import { useGovernmentSecurities } from '../hooks/use-government-securities';
import { latestCutOffs, latestSavingsBond } from '../lib/cash-sources';
import { nextAuction, nextWindow } from '../lib/next-government-securities';

const heading = 'T-bills and Savings Bonds';
const subheading =
  'The latest cut-off yields of Singapore T-bills, the Savings Bond rates, and the next auction and application window, as MAS publishes them.';

/** A line per tenor of the cut-off yields of past auctions, by auction date. */
function CutOffChart({ auctions }: { auctions: readonly TbillAuction[] }) {
  const held = useMemo(
    () =>
      auctions
        .filter((auction) => auction.cutOffYield !== undefined)
        .sort((a, b) => a.auctionDate.localeCompare(b.auctionDate)),
    [auctions],
  );
  const config = useMemo((): ChartConfiguration => {
    const dates = [...new Set(held.map((auction) => auction.auctionDate))];
    const line = (tenor: 6 | 12, colour: string) => ({
      label: tbillName(tenor),
      data: dates.map(
        (date) =>
          held.find((a) => a.auctionDate === date && a.tenorMonths === tenor)?.cutOffYield ?? null,
      ),
      borderColor: colour,
      backgroundColor: colour,
      spanGaps: true,
    });
    return {
      type: 'line',
      data: { labels: dates, datasets: [line(6, '#0a3d91'), line(12, '#b35c00')] },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { ticks: { callback: (value) => formatPercent(Number(value)) } } },
      },
    };
  }, [held]);
  return (
    <ChartCanvas
      config={config}
      height={260}
      label={`Cut-off yields: ${held
        .map(
          (a) =>
            `${tbillName(a.tenorMonths)} ${formatDate(a.auctionDate)} ${formatPercent(a.cutOffYield ?? 0)}`,
        )
        .join(', ')}`}
    />
  );
}

interface GovernmentSecuritiesPageProps {
  /** Watch the next auction or window, from the alerts feature; for signed-in users only. */
  watch?: ComponentType<{ security: SecurityWatchKey }>;
}

/** `/government-securities`: the latest yields, the next auction and window, past cut-offs. */
export function GovernmentSecuritiesPage({ watch: Watch }: GovernmentSecuritiesPageProps) {
  usePageMeta({ title: heading, description: subheading });
  const signedIn = useSignedIn();
  const securities = useGovernmentSecurities();
  const watchOf = (security: SecurityWatchKey): ReactNode => {
    if (!Watch) return null;
    if (signedIn) return <Watch security={security} />;
    const next = encodeURIComponent(pagePath('governmentSecurities'));
    return (
      <p className="small">
        <Link to={`${paths.login}?next=${next}`}>Sign in to watch</Link> it and get an alert.
      </p>
    );
  };
  const today = singaporeToday();
  let body;
  if (securities.status === 'loading') body = <LoadingSpinner />;
  else if (securities.status === 'failed') body = <ErrorBanner message={securities.error} />;
  else {
    const { tbills, bonds } = securities;
    const auction = nextAuction(tbills, today);
    const applications = nextWindow(bonds, today);
    const bond = latestSavingsBond(bonds);
    body = (
      <>
        <h2 className="h4">Latest cut-off yields</h2>
        <ul>
          {latestCutOffs(tbills).map((latest) => (
            <li key={latest.tenorMonths}>
              {tbillName(latest.tenorMonths)}: {formatPercent(latest.cutOffYield)} at the auction of{' '}
              {formatDate(latest.auctionDate)}
            </li>
          ))}
        </ul>
        <p>
          {auction
            ? `Next auction: ${tbillName(auction.tenorMonths)} ${auction.issueCode} on ${formatDate(auction.auctionDate)}.`
            : 'No T-bill auction is announced yet.'}
        </p>
        {watchOf('tbill')}
        <p>
          {applications
            ? `Next Savings Bond application window: ${formatDate(applications.applicationOpens)} to ${formatDate(applications.applicationCloses)} (issue of ${applications.issueMonth}).`
            : 'No Savings Bond application window is announced yet.'}
        </p>
        {watchOf('ssb')}
        {bond && (
          <>
            <h2 className="h4">Savings Bond of {bond.issueMonth}</h2>
            <Table size="sm" responsive aria-label={`Savings Bond of ${bond.issueMonth}`}>
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col">Interest a year</th>
                  <th scope="col">Average return a year</th>
                </tr>
              </thead>
              <tbody>
                {bond.stepUpRates.map((rate, year) => (
                  <tr key={year}>
                    <td>{year + 1}</td>
                    <td>{formatPercent(rate)}</td>
                    <td>{formatPercent(bond.averageReturns[year] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
        <h2 className="h4">Past cut-off yields</h2>
        <CutOffChart auctions={tbills} />
        <p className="small text-muted mt-2">
          Figures as MAS published them; each auction and issue keeps the address of its source.
        </p>
      </>
    );
  }
  return (
    <>
      <PageBanner heading={heading} subheading={subheading} />
      <Container className="pb-5">{body}</Container>
    </>
  );
}
