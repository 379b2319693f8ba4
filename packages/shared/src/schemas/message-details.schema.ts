import { z } from "zod";

/**
 * What a message carries beyond its text, by kind: WhatsApp sends contact cards, orders, reactions, number
 * changes and types this version does not know, and each is stored and shown rather than dropped (decision
 * 018). The body of such a message holds its words in Spanish as well, for search, exports and old clients.
 */

/** A shared contact card (WhatsApp `contacts`), as much of it as an agent saves into a contact. */
export const contactCardSchema = z.object({
  name: z.string(),
  phones: z.array(z.object({ phone: z.string(), type: z.string().optional(), waId: z.string().optional() })),
  emails: z.array(z.object({ email: z.string(), type: z.string().optional() })),
  organization: z
    .object({
      company: z.string().optional(),
      department: z.string().optional(),
      title: z.string().optional(),
    })
    .optional(),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** One line of a catalogue order: the product's retailer id, how many and the unit price. */
export const orderItemSchema = z.object({
  productId: z.string(),
  quantity: z.number(),
  price: z.number(),
  currency: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Why a message shows a placeholder: WhatsApp could not read it, its type is new to us, or it was malformed. */
export const UNREADABLE_REASONS = ["unsupported", "unknown", "malformed"] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

export const messageDetailsSchema = z.discriminatedUnion("kind", [
  /** The option a contact tapped (reply button, list row, template quick reply): its id or payload. */
  z.object({ kind: z.literal("choice"), id: z.string() }),
  z.object({ kind: z.literal("contacts"), cards: z.array(contactCardSchema) }),
  z.object({ kind: z.literal("order"), catalogId: z.string(), items: z.array(orderItemSchema) }),
  /** The contact reacted to one of the chat's messages ("" emoji: took the reaction back). */
  z.object({
    kind: z.literal("reaction"),
    emoji: z.string(),
    targetId: z.number().int(),
    targetPreview: z.string(),
  }),
  z.object({ kind: z.literal("unreadable"), type: z.string(), reason: z.enum(UNREADABLE_REASONS) }),
  /**
   * The contact's WhatsApp number changed (system `user_changed_number`). `linkedContact`: the new number
   * already was another contact, now linked to this one.
   */
  z.object({
    kind: z.literal("number_changed"),
    from: z.string(),
    to: z.string(),
    linkedContact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
]);
export type MessageDetails = z.infer<typeof messageDetailsSchema>;

/** Where the contact came from when they wrote: an ad or a post (WhatsApp `referral`), shown atop the chat. */
export const chatReferralSchema = z.object({
  sourceType: z.string(),
  sourceUrl: z.string(),
  headline: z.string(),
  body: z.string(),
});
export type ChatReferral = z.infer<typeof chatReferralSchema>;
