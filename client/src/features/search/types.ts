/** One hit of the site-wide search: a listing of a kind (`creditcards`...) or a blog post. */
export interface SearchResult {
  type: string;
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  image: string;
  /** The bank of a listing; posts have none. */
  category?: string;
  updatedAt: string;
}

export interface SearchAnswer {
  query: string;
  total: number;
  results: SearchResult[];
}
