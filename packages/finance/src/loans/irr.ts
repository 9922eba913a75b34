const ITERATIONS = 200;

/**
 * The rate per period at which `payments` (one each period, the first one period from now) are
 * worth `received` today: the internal rate of return of a loan's cash flows. Found by bisection,
 * which cannot miss because the present value falls as the rate rises. Undefined when nothing
 * was received or the payments do not repay it.
 */
export function periodicRate(received: number, payments: readonly number[]): number | undefined {
  const paid = payments.reduce((sum, payment) => sum + payment, 0);
  if (!(received > 0) || paid < received) return undefined;
  const presentValue = (rate: number) => {
    let value = 0;
    let discount = 1;
    for (const payment of payments) {
      discount /= 1 + rate;
      value += payment * discount;
    }
    return value;
  };
  let low = 0;
  let high = 1;
  while (presentValue(high) > received) high *= 2;
  for (let step = 0; step < ITERATIONS && high - low > 1e-15; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
