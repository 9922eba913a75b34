import { z } from 'zod';
import { commercialTieSchema } from './commercial-tie.schema.js';
import { listingKindKeys } from './listing.js';

/** A provider or a listing with a commercial tie, as the advertising disclosure lists them. */
export const commercialPartnerSchema = z.object({
  /** The provider's name, or the listing's title. */
  name: z.string(),
  /** `provider`, or the listing's kind. */
  kind: z.enum(['provider', ...listingKindKeys]),
  /** The listing's slug; absent for a provider. */
  slug: z.string().optional(),
  /** The listing's provider; absent for a provider. */
  provider: z.string().optional(),
  tie: commercialTieSchema,
});
export type CommercialPartner = z.output<typeof commercialPartnerSchema>;
