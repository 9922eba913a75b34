import { z } from 'zod';
import { commercialTieKinds } from './commercial-tie.js';
import { oneOf } from './schema-fields.js';
import { text } from './text.schema.js';

/** The administrators' form of a commercial tie: a disclosure goes with any tie. */
export const commercialTieSchema = z
  .strictObject({
    kind: oneOf(commercialTieKinds).default('none'),
    disclosure: text(500).default(''),
  })
  .refine((tie) => tie.kind === 'none' || tie.disclosure !== '', {
    message: 'is required with an affiliate link or a sponsored placement',
    path: ['disclosure'],
  });
