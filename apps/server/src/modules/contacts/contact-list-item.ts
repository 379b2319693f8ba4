import type { ContactListItem } from "@consola/shared";
import type { ContactRow } from "./contacts.repo.js";

type ListRow = Pick<
  ContactRow,
  "id" | "name" | "phoneNumber" | "address" | "dateRegister" | "typeRegister" | "optIn" | "labelIds"
>;

/** A contact as the lists show it (the timestamp arrives as Date or text depending on the driver). */
export function toListItem(row: ListRow): ContactListItem {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    address: row.address,
    dateRegister: new Date(row.dateRegister).toISOString(),
    typeRegister: row.typeRegister,
    optIn: row.optIn,
    labelIds: row.labelIds,
  };
}
