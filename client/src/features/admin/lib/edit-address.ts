/** An edit page's address with the record in it (`/update-creditcard?id=...`), so a reload keeps it. */
export function editAddress(route: string, id: string): string {
  return `${route}?${new URLSearchParams({ id }).toString()}`;
}
