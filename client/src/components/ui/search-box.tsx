import { useEffect, useId, useState, type FormEvent } from 'react';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search the page shows now, from its address. */
  q: string;
  /** Called on submit with the trimmed words, '' when the box was cleared. */
  onSearch: (q: string) => void;
  className?: string;
}

/** A labelled search form applied on submit: one request and one history entry per search. */
export function SearchBox({ label, placeholder, q, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(q);
  const inputId = useId();

  // The address changed (back button, a chip, a cleared search): show what it holds.
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className={className}>
      <label className="form-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="d-flex gap-2">
        <input
          id={inputId}
          className="form-control"
          type="search"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}
