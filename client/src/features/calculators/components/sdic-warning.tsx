import { sdicOverLimitWarning } from '@sg-finance/contract';
import Alert from 'react-bootstrap/Alert';

/** Warns when the amount a calculator is given, in one bank, is over what SDIC insures. */
export function SdicWarning({ amount }: { amount: number }) {
  const warning = sdicOverLimitWarning(amount);
  return warning ? (
    <Alert variant="warning" className="sdic-warning">
      {warning}
    </Alert>
  ) : null;
}
