/** Each kind's whole catalogue, loaded once into the store and read by every page that needs it. */
export {
  useCatalogue,
  useKindCatalogue,
  type Catalogue,
  type CatalogueView,
  type KindCatalogueView,
} from './hooks/use-catalogue';
export { catalogueOutdated, loadCatalogue } from './catalogue-slice';
