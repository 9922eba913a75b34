/** An empty or blank setting counts as not set, so `.env`'s `NAME=` lines take the default. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
