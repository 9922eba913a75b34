import { providerInputSchema } from '@sg-finance/contract';
import { imageReference } from './fields.js';

/** The provider form's body; the logo must be an image stored here or an http(s) address. */
export const providerBodySchema = providerInputSchema.extend({
  logo: imageReference.transform((logo) => logo ?? ''),
});
