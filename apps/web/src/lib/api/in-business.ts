/**
 * The request options that name a business to the server: `?business_id=` on a settings call, which the
 * server honours for platform admins only. Null is the caller's own business and names nothing.
 */
export function inBusiness(businessId: number | null): { query?: { business_id: number } } {
  return businessId ? { query: { business_id: businessId } } : {};
}
