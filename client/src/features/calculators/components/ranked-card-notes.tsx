interface RankedCardNotesProps {
  provider: string;
  /** The visitor holds this very card. */
  held: boolean;
  /** Why the visitor would not get the card's welcome gift; empty when they would, or it has none. */
  welcomeReasons: readonly string[];
}

/** Under a ranked card's name: its provider, 'You hold this card', and a gift the visitor cannot get. */
export function RankedCardNotes({ provider, held, welcomeReasons }: RankedCardNotesProps) {
  return (
    <>
      {provider}
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
