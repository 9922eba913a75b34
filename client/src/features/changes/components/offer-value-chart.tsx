import { formatMoney, type OfferPoint } from '@sg-finance/contract';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { ChartCanvas } from '../../../components/ui/chart-canvas';
import { formatDate } from '../../../lib/dates';

const valueText = (value: number | null) => (value === null ? 'None' : formatMoney(value));

/**
 * The welcome offer's value from each save that changed it, oldest first: a stepped line (a value
 * holds until the next change; a gap while there was none) with the same figures in a table for
 * those who cannot see the chart.
 */
export function OfferValueChart({
  points,
  title,
}: {
  points: readonly OfferPoint[];
  title: string;
}) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'line',
      data: {
        labels: points.map((point) => formatDate(point.at)),
        datasets: [
          {
            label: 'Welcome offer (S$)',
            data: points.map((point) => point.value),
            borderColor: '#0a3d91',
            backgroundColor: '#0a3d91',
            stepped: 'before',
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatMoney(item.parsed.y ?? 0) } },
        },
        scales: {
          y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } },
        },
      },
    }),
    [points],
  );
  const caption = `Value of the welcome offer of ${title} over time`;
  return (
    <div>
      <ChartCanvas
        config={config}
        height={220}
        label={`${caption}: ${points
          .map((point) => `${valueText(point.value)} from ${formatDate(point.at)}`)
          .join(', ')}. The table below gives the same figures.`}
      />
      <Table size="sm" striped className="mt-3 mb-0 w-auto">
        {/* The section's heading names the table on screen; this names it for assistive technology. */}
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col" className="text-end">
              Welcome offer
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.at}>
              <th scope="row" className="fw-normal">
                <time dateTime={point.at}>{formatDate(point.at)}</time>
              </th>
              <td className="text-end">{valueText(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
