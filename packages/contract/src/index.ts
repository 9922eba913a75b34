// Modules without zod first: visitor pages import only these, so zod stays out of their script
// (the package has no side effects, so a bundler drops what a page does not use).
export * from './banks.js';
export * from './info-pages.js';
export * from './list-query.js';
export * from './listing-kinds.js';
export * from './listing.js';
export * from './terms/card-terms.js';
export * from './terms/insurance-terms.js';
export * from './terms/investment-terms.js';
export * from './terms/loan-terms.js';
export * from './terms/saving-terms.js';
export * from './terms/term-field.js';
export * from './terms/term-source.js';
export * from './money-text.js';
export * from './figures-in-text.js';
export * from './text.js';
export * from './units.js';
export * from './user.js';
export * from './video-embed.js';
// The zod schemas: the server, the admin forms and the calculators.
export * from './bank-counts.schema.js';
export * from './list-query.schema.js';
export * from './listing.schema.js';
export * from './post.js';
export * from './provider.js';
export * from './schema-fields.js';
export * from './search-result.js';
export * from './suggestion.js';
export * from './terms/card-terms.schema.js';
export * from './terms/insurance-terms.schema.js';
export * from './terms/investment-terms.schema.js';
export * from './terms/loan-terms.schema.js';
export * from './terms/saving-terms.schema.js';
export * from './terms/term-source.schema.js';
export * from './text.schema.js';
export * from './user.schema.js';
