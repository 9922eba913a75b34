import { formatSGD, type LoanCost } from '@sg-finance/finance';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { ChartCanvas } from '../../../components/ui/chart-canvas';

const round = (value: number) => Math.round(value * 100) / 100;

/** What the processing fee does to the cash paid out or to what is owed. */
function feeWords(cost: LoanCost): string {
  if (cost.processingFee === 0) return 'No processing fee.';
  return cost.feeCharged === 'added'
    ? `Processing fee ${formatSGD(cost.processingFee)}, added to the loan: you owe ${formatSGD(cost.principal)} and receive ${formatSGD(cost.received)}.`
    : `Processing fee ${formatSGD(cost.processingFee)}, deducted from the amount paid out: you receive ${formatSGD(cost.received)}.`;
}

/** The chosen loan's instalments as a chart, with the same figures as a table behind it. */
export function RepaymentSchedule({ title, cost }: { title: string; cost: LoanCost }) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: cost.schedule.map((row) => String(row.month)),
        datasets: [
          {
            type: 'bar',
            label: 'Principal',
            data: cost.schedule.map((row) => round(row.principal)),
            backgroundColor: '#0a3d91',
            stack: 'instalment',
            yAxisID: 'y',
          },
          {
            type: 'bar',
            label: 'Interest',
            data: cost.schedule.map((row) => round(row.interest)),
            backgroundColor: '#f0ad4e',
            stack: 'instalment',
            yAxisID: 'y',
          },
          {
            type: 'line',
            label: 'Still owed',
            data: cost.schedule.map((row) => round(row.balance)),
            borderColor: '#198754',
            pointRadius: 0,
            yAxisID: 'owed',
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, title: { display: true, text: 'Month' } },
          y: { stacked: true, title: { display: true, text: 'Instalment (S$)' } },
          owed: {
            position: 'right',
            title: { display: true, text: 'Still owed (S$)' },
            grid: { drawOnChartArea: false },
          },
        },
      },
    }),
    [cost],
  );
  return (
    <section aria-labelledby="schedule-heading" className="mt-4">
      <h2 className="h5" id="schedule-heading">
        Repayment schedule: {title}
      </h2>
      <p className="small">
        {formatSGD(cost.monthlyInstalment)} a month for {cost.schedule.length}{' '}
        {cost.schedule.length === 1 ? 'month' : 'months'} at {cost.rate}% a year{' '}
        {cost.basis === 'flat' ? 'flat' : 'on the reducing balance'}. {feeWords(cost)}
      </p>
      <ChartCanvas
        config={config}
        height={280}
        label={`Each month's instalment split into principal and interest, and what is still owed, for ${title}; the table below gives the figures.`}
      />
      {/* The box scrolls: it takes the keyboard's focus so the arrows can scroll it too. */}
      <div
        className="calculator-schedule-table mt-3"
        role="region"
        aria-label={`Repayment schedule of ${title}, scrollable`}
        tabIndex={0}
      >
        <Table size="sm" striped className="mb-0">
          <caption>Repayment schedule of {title}, month by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="text-end calculator-schedule-instalment">
                Instalment
              </th>
              <th scope="col" className="text-end">
                Interest
              </th>
              <th scope="col" className="text-end">
                Principal
              </th>
              <th scope="col" className="text-end">
                Still owed
              </th>
            </tr>
          </thead>
          <tbody>
            {cost.schedule.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="fw-normal">
                  {row.month}
                </th>
                <td className="text-end calculator-schedule-instalment">
                  {formatSGD(row.instalment)}
                </td>
                <td className="text-end">{formatSGD(row.interest)}</td>
                <td className="text-end">{formatSGD(row.principal)}</td>
                <td className="text-end">{formatSGD(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
