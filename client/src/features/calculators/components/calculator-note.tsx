/** Says where the figures come from and that what a visitor types stays in the browser. */
export function CalculatorNote() {
  return (
    <p className="small text-body-secondary">
      Worked out in your browser from the terms listed on this site: nothing you enter is sent to
      the server. Figures are estimates; check the bank’s terms before you apply.
    </p>
  );
}
