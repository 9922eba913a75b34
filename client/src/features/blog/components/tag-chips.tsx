/** A post's tags as chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const shown = tags.filter((tag) => tag.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="list-inline mb-0" aria-label="Tags">
      {shown.map((tag) => (
        <li className="list-inline-item" key={tag}>
          <span className="badge rounded-pill bg-secondary fw-normal">{tag}</span>
        </li>
      ))}
    </ul>
  );
}
