import mongoose from 'mongoose';

/**
 * Mongoose settings every connection of the application uses, tests included: filters built from
 * request data cannot smuggle in query operators such as `$gt`, and unknown filter paths are
 * dropped. Operators written by the application are wrapped in `mongoose.trusted()`.
 */
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
