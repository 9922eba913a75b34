import Badge from 'react-bootstrap/Badge';

/** A post's tags as chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const shown = tags.filter((tag) => tag.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="list-inline mb-0" aria-label="Tags">
      {shown.map((tag) => (
        <li className="list-inline-item" key={tag}>
          <Badge pill bg="secondary" className="fw-normal">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
