/** The site search: what other features and `app/` use of it. */
export { selectSearchState } from './search-slice';
