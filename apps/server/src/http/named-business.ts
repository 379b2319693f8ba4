type Named = { business_id?: number | undefined } | null | undefined;

/**
 * The business a platform admin names for a settings call, in the body or else the query string; business
 * users may leave it out (their own business is used whatever they name).
 */
export function namedBusiness(request: { body?: Named; query?: Named }): number | undefined {
  return request.body?.business_id ?? request.query?.business_id;
}

/**
 * A settings call's input as the services take it: the body's own fields (business_id read into businessId),
 * the business it is about and where it came from, for the audit log.
 */
export function inNamedBusiness<B extends { business_id?: number | undefined }>(request: {
  body: B;
  query?: Named;
  ip: string;
}): Omit<B, "business_id"> & { businessId: number | undefined; ip: string } {
  const { business_id: _named, ...fields } = request.body;
  return { ...fields, businessId: namedBusiness(request), ip: request.ip };
}
