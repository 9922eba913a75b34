import type { DetailSection } from '../../../lib/listings/kind-uis';

/** The label of a repeatable list in the listing form: the form's own, else the detail heading. */
export function sectionFormLabel(section: DetailSection): string {
  return section.formLabel ?? section.title;
}
