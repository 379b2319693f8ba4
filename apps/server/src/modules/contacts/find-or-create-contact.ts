import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { contacts } from "../../db/schema/index.js";

/** Names from a provider profile: printable, trimmed, at most 120 characters; the number when there is none. */
function contactNameFrom(profileName: string | undefined, phone: string): string {
  const cleaned = (profileName ?? "")
    .replace(/[\p{C}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return cleaned || phone;
}

/**
 * The contact behind a number, created as "automatic" on its first message. Concurrent first messages from
 * one number meet at the unique (business, phone) index and end up with the same contact.
 */
export async function findOrCreateContact(
  tx: Executor,
  input: {
    businessId: number;
    phone: string;
    profileName?: string | undefined;
    type: "automatic" | "manual";
  },
): Promise<{ id: number; name: string; phoneNumber: string; optIn: boolean; created: boolean }> {
  // Most messages come from contacts who wrote before: one read finds them.
  const [known] = await existingContact(tx, input.businessId, input.phone);
  if (known) return { ...known, created: false };
  const [created] = await tx
    .insert(contacts)
    .values({
      businessId: input.businessId,
      phoneNumber: input.phone,
      name: contactNameFrom(input.profileName, input.phone),
      typeRegister: input.type,
    })
    .onConflictDoNothing({ target: [contacts.businessId, contacts.phoneNumber] })
    .returning({
      id: contacts.id,
      name: contacts.name,
      phoneNumber: contacts.phoneNumber,
      optIn: contacts.optIn,
    });
  if (created) return { ...created, created: true };
  const [existing] = await existingContact(tx, input.businessId, input.phone);
  if (!existing) throw new Error("contact vanished after a conflict");
  return { ...existing, created: false };
}

function existingContact(tx: Executor, businessId: number, phone: string) {
  return tx
    .select({
      id: contacts.id,
      name: contacts.name,
      phoneNumber: contacts.phoneNumber,
      optIn: contacts.optIn,
    })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), eq(contacts.phoneNumber, phone)));
}
