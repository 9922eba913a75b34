import type { DetailSection } from '../../../lib/listings/kind-uis';

/*
 * The names the admin forms give their fields, declared once: the forms show them, and a record's
 * history names a changed field by them. The terms are named by term-form-labels.ts.
 */

/** The image upload of both forms. */
export const imageLabel = 'Image';

/** The listing form's own fields, by the stored field's name. */
export const listingFormLabels = {
  image: imageLabel,
  title: 'Title',
  slug: 'Slug Url',
  priority: 'Priority',
  subtitle: 'Subtitle',
  category: 'Category',
  tier1: 'Tier 1',
  tier2: 'Tier 2',
  tier3: 'Tier 3',
  'commercialTie.kind': 'Commercial relationship',
  'commercialTie.disclosure': 'Disclosure',
} as const;

export const rewardOffersLabel = 'Reward Offers';

/** 'Reward offer 2': one block of the reward offers, by its place. */
export function rewardOfferLabel(index: number): string {
  return `Reward offer ${index + 1}`;
}

/** The fields of a reward offer block. */
export const rewardOfferFieldLabels = {
  description: 'Description',
  tag: 'Tag Name',
  link: 'Link',
  expiresAt: 'Expires On',
} as const;

/** The post form's fields, by the stored field's name (`body`: the rich text's paragraphs). */
export const postFormLabels = {
  image: imageLabel,
  title: 'Title',
  slug: 'Slug Url',
  priority: 'Priority',
  description: 'Short Description',
  author: 'Author',
  tags: 'Tags',
  body: 'Content',
} as const;

/** The provider form's fields, by the stored field's path. */
export const providerFormLabels = {
  name: 'Name',
  kind: 'Kind of provider',
  website: 'Website',
  logo: 'Logo (optional)',
  'commercialTie.kind': 'Commercial relationship',
  'commercialTie.disclosure': 'Disclosure',
} as const;

/** The label of a repeatable list in the listing form: the form's own, else the detail heading. */
export function sectionFormLabel(section: DetailSection): string {
  return section.formLabel ?? section.title;
}
