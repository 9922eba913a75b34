/** Singapore citizens and permanent residents, or foreigners: banks ask different incomes. */
export const residencies = ['local', 'foreigner'] as const;
export type Residency = (typeof residencies)[number];
