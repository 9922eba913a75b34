/** The administrator's side: what `app/` composes into the router and the header. */
export { AdminMenus } from './components/admin-menus';
export { ListingAdminActions } from './components/listing-admin-actions';
export { PostAdminActions } from './components/post-admin-actions';
export { RequireAdmin } from './components/require-admin';
export { adminPageRoute } from './routes/admin-page-routes';
