interface RankedCardNotesProps {
  bank: string;
  /** The visitor holds this very card. */
  held: boolean;
  /** Why the visitor would not get the card's welcome gift; empty when they would, or it has none. */
  welcomeReasons: readonly string[];
}

/** Under a ranked card's name: its bank, 'You hold this card', and a gift the visitor cannot get. */
export function RankedCardNotes({ bank, held, welcomeReasons }: RankedCardNotesProps) {
  return (
    <>
      {bank}
      {held && (
        <>
          {' · '}
          <span className="badge text-bg-secondary">You hold this card</span>
        </>
      )}
      {welcomeReasons.length > 0 && (
        <span className="d-block small text-danger-emphasis">
          Welcome gift not available to you: {welcomeReasons.join('; ')}.
        </span>
      )}
    </>
  );
}
