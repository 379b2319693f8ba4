/**
 * The contact's name for _NAME_, or "" when the business knows them only by their number (a contact created
 * from a message with no profile name is named after the number).
 */
export function knownName(contact: { name: string; phoneNumber: string }): string {
  const name = contact.name.trim();
  if (!name || name === contact.phoneNumber || !/\p{L}/u.test(name)) return "";
  return name;
}
