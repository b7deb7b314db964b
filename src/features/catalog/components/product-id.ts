/**
 * The product id of a /product/{category}/{id} address, or null when it is not a product id at all
 * ('abc', '0', '1e3'): such a page is "Product Not Found" at once, without asking the server.
 */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
