import { contacts } from "../../db/schema/index.js";

/** What the contacts screen lists of each contact (ListAllContact's items). */
export const listColumns = {
  id: contacts.id,
  name: contacts.name,
  phoneNumber: contacts.phoneNumber,
  address: contacts.address,
  dateRegister: contacts.dateRegister,
  typeRegister: contacts.typeRegister,
  optIn: contacts.optIn,
  labelIds: contacts.labelIds,
};
