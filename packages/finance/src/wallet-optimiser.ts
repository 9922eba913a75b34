/**
 * The wallet optimiser: the best use of a wallet and the best set of cards, solved with HiGHS.
 * An entry of its own, so that what imports the calculators (the site's pages) never reaches the
 * solver's WebAssembly: the server answers the optimum.
 */
export * from './cards/best-card-set.js';
export * from './cards/best-wallet-use.js';
