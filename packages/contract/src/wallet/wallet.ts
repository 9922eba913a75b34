/** The most products one wallet holds. */
export const WALLET_MAX_PRODUCTS = 20;

/** The most closed products one wallet remembers. */
export const WALLET_MAX_CLOSED_PRODUCTS = 40;

/** The youngest and oldest age a profile takes: card applicants are adults. */
export const WALLET_MIN_AGE = 18;
export const WALLET_MAX_AGE = 100;

/** The most cards a wallet's spend is split over, and the largest set picked from a catalogue. */
export const WALLET_MAX_CARDS = 5;
