import type { BusinessDataFields, MyBusiness } from "@consola/shared";

/** A business's own data as its form starts from it (MyBusiness, or a platform admin's GetBusiness). */
export function businessDataOf(business: MyBusiness): BusinessDataFields {
  return {
    name: business.name,
    rfc: business.rfc,
    personType: business.personType,
    phone: business.phone,
    email: business.contact.email,
    address: business.address,
    postalCode: business.postalCode,
  };
}
