/** Text with its first letter upper case: 'in store' -> 'In store'. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
