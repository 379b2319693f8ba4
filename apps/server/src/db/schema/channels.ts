import type { ChannelKind, ChannelProvider } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

/**
 * A business's line on one provider: where inbound webhooks are routed (provider + external id) and what
 * outbound messages are sent with. Credentials are encrypted at rest (channels/channel-secrets.ts).
 */
export const businessChannels = pgTable(
  "business_channels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    /** whatsapp, or sms (a Twilio number carries SMS and MMS). */
    kind: text("kind").$type<ChannelKind>().notNull(),
    provider: text("provider").$type<ChannelProvider>().notNull(),
    /** The business's number in E.164. */
    phoneNumber: text("phone_number").notNull().default(""),
    /** WhatsApp phone_number_id, the Twilio number, or sandbox-<business>-<kind>: how webhooks find the business. */
    externalId: text("external_id").notNull(),
    credentialsEncrypted: text("credentials_encrypted").notNull().default(""),
    status: text("status").$type<"active" | "inactive">().notNull().default("active"),
    /** Campaign messages a second this line sends (Meta's standard throughput is 80). */
    sendRate: integer("send_rate").notNull().default(80),
    /** Unique contacts campaigns may reach in 24 hours; null takes the kind's default (lineMessagingLimit). */
    messagingLimit: integer("messaging_limit"),
    /** When Meta's account webhook last reported the limit; null when an admin set it. */
    limitReportedAt: timestamp("limit_reported_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("business_channels_route_unique").on(table.provider, table.externalId),
    index("business_channels_business_idx").on(table.businessId),
    check("business_channels_kind_check", sql`${table.kind} in ('whatsapp', 'sms', 'mms')`),
    check(
      "business_channels_provider_check",
      sql`${table.provider} in ('sandbox', 'whatsapp_cloud', 'twilio')`,
    ),
  ],
);
