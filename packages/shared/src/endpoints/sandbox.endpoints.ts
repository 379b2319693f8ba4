import { z } from "zod";
import {
  simulatorContactSchema,
  simulatorContactsBodySchema,
  simulatorConversationBodySchema,
  simulatorPageSchema,
  simulatorReceiptBodySchema,
  simulatorReceiptSchema,
  simulatorSendBodySchema,
  simulatorSentSchema,
} from "../schemas/sandbox.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "sandbox";

/**
 * The contact simulator's API: play any contact of a business on its sandbox line. Business admins play their
 * own business's contacts; platform admins name the business (business_id).
 */
export const sandboxEndpoints = {
  contacts: endpoint({
    method: "POST",
    path: "/api/sandbox/Contacts",
    summary: "Contacts to play in the simulator",
    tag,
    access: ACCESS.settings,
    body: simulatorContactsBodySchema,
    answer: z.array(simulatorContactSchema),
  }),
  send: endpoint({
    method: "POST",
    path: "/api/sandbox/Send",
    summary: "Write to the business as a contact",
    tag,
    access: ACCESS.settings,
    body: simulatorSendBodySchema,
    answer: simulatorSentSchema,
  }),
  /** The form's fields (simulatorMediaFieldsSchema) come before its file. */
  sendMedia: endpoint({
    method: "POST",
    path: "/api/sandbox/SendMedia",
    summary: "Send a file as a contact (multipart: business_id, phoneNumber, name, channel, caption, file)",
    tag,
    access: ACCESS.settings,
    multipart: true,
    answer: simulatorSentSchema,
  }),
  conversation: endpoint({
    method: "POST",
    path: "/api/sandbox/Conversation",
    summary: "What the contact sees",
    tag,
    access: ACCESS.settings,
    body: simulatorConversationBodySchema,
    answer: simulatorPageSchema,
  }),
  receipt: endpoint({
    method: "POST",
    path: "/api/sandbox/ReportReceipt",
    summary: "The contact's phone reports the campaign messages it got as delivered or read",
    tag,
    access: ACCESS.settings,
    body: simulatorReceiptBodySchema,
    answer: simulatorReceiptSchema,
  }),
} as const satisfies Record<string, Endpoint>;
