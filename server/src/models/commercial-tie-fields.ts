import { commercialTieKinds } from '@sg-finance/contract';
import { Schema } from 'mongoose';

/** A commercial tie as providers and listings store it (see `commercialTieSchema`). */
export const commercialTieFields = new Schema(
  {
    kind: { type: String, required: true, enum: commercialTieKinds },
    disclosure: { type: String, default: '' },
  },
  { _id: false },
);
