/**
 * The "How we calculate" rule of the "Terms as of" field, for the products a calculator ranks
 * ('card', 'account'...).
 */
export function asOfRule(product: string): string {
  return `Terms as of: with a day chosen, each ${product} is ranked with the terms it had at the end of that day, Singapore time, as the site’s history of every change keeps them; a ${product} added later is left out and one removed since is counted. Without a day, today’s terms.`;
}
