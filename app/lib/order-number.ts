/** The short order number shoppers see (page, e-mail): the public id's first 8 characters, upper case. */
export function orderNumber(publicId: string): string {
  return publicId.slice(0, 8).toUpperCase();
}
