/** The order number a shopper sees: the first 8 characters of the order's public id, upper-cased. */
export function orderNumber(publicId: string): string {
  return publicId.slice(0, 8).toUpperCase();
}
