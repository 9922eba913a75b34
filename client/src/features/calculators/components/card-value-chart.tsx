import type { Listing } from '@sg-finance/contract';
import { formatSGD, type RankedCard } from '@sg-finance/finance';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../components/ui/chart-canvas';
import { nameLines } from '../lib/name-lines';

/** How many of the best cards the chart shows; the list below has them all. */
const SHOWN = 10;
const LINE_HEIGHT = 14;

/** A bar per card of the best ten, by its value a year. */
export function CardValueChart({ ranked }: { ranked: readonly RankedCard<Listing<'card'>>[] }) {
  const shown = useMemo(() => ranked.slice(0, SHOWN), [ranked]);
  const labels = useMemo(() => shown.map((card) => nameLines(card.item.title)), [shown]);
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: 'Value a year (S$)',
            data: shown.map((card) => Math.round(card.netSGD * 100) / 100),
            backgroundColor: shown.map((card) => (card.netSGD >= 0 ? '#0a3d91' : '#b02a37')),
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatSGD(item.parsed.x ?? 0) } },
        },
        scales: {
          x: { ticks: { callback: (value) => formatSGD(Number(value)) } },
          y: { ticks: { autoSkip: false, font: { size: 11, lineHeight: LINE_HEIGHT / 11 } } },
        },
      },
    }),
    [shown, labels],
  );
  return (
    <ChartCanvas
      config={config}
      height={
        48 + labels.reduce((sum, lines) => sum + Math.max(28, 8 + LINE_HEIGHT * lines.length), 0)
      }
      label={`Value a year of the best ${shown.length} cards: ${shown
        .map((card) => `${card.item.title} ${formatSGD(card.netSGD)}`)
        .join(', ')}`}
    />
  );
}
