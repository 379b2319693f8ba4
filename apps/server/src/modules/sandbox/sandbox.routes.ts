import {
  businessIdInput,
  CHAT_MESSAGES,
  chatPhoneSchema,
  mediaLimitFor,
  messagePageSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import { receiveUpload } from "../media/receive-upload.js";
import { okRoutes } from "../ok-routes.js";
import {
  listSimulatorContacts,
  type SimulatedContent,
  simulateInbound,
  simulatorBusiness,
  simulatorConversation,
} from "./sandbox.service.js";

const tags = ["sandbox"];
const businessId = businessIdInput;
const channel = z.enum(["whatsapp", "sms"]).default("whatsapp");
const inboundResult = z.object({ messageId: z.number(), conversationId: z.number(), contactId: z.number() });
const contactSchema = z.object({ id: z.number(), name: z.string(), phoneNumber: z.string() });

/** What the simulator answers of a message it played in: only its ids, whatever else the inbound path returns. */
const inboundIds = ({ messageId, conversationId, contactId }: z.infer<typeof inboundResult>) =>
  ok({ messageId, conversationId, contactId });

const sendBody = z
  .object({
    business_id: businessId,
    phoneNumber: chatPhoneSchema,
    name: z.string().trim().max(120).optional(),
    channel,
    message: z.string().trim().max(4_096).optional(),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        name: z.string().max(200).optional(),
      })
      .optional(),
    /** A WhatsApp Cloud API message item as Meta sends it (type contacts, order, unsupported…). */
    item: z.record(z.string(), z.unknown()).optional(),
    /** React to one of the business's messages; "" takes the reaction back. */
    reaction: z.object({ messageId: z.number().int().positive(), emoji: z.string().max(16) }).optional(),
  })
  .refine(
    (body) =>
      Boolean(body.message) ||
      body.location !== undefined ||
      body.item !== undefined ||
      body.reaction !== undefined,
    { error: "El mensaje es obligatorio" },
  );

/** The fields of SendMedia, sent before its file. */
const sendMediaFields = z.object({
  business_id: businessId,
  phoneNumber: chatPhoneSchema,
  name: z.string().max(120).optional(),
  channel,
  caption: z.string().max(1_024).default(""),
});

function parseMediaFields(fields: Record<string, string>) {
  const parsed = sendMediaFields.safeParse(fields);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.phoneInvalid);
  return parsed.data;
}

/** The contact simulator's API: play any contact of a business on its sandbox line. */
export function sandboxRoutes(deps: AppDeps) {
  const sendLimit = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  const uploadLimit = perUserLimit(deps.config.writeLimits, "uploadsPerMinute");
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/sandbox/Contacts",
      {
        summary: "Contacts to play in the simulator",
        body: z.object({ business_id: businessId, search: z.string().max(120).optional() }),
        data: z.array(contactSchema),
      },
      async ({ auth, body }) =>
        ok(await listSimulatorContacts(deps, simulatorBusiness(auth, body.business_id), body.search)),
    );
    route.post(
      "/api/sandbox/Send",
      {
        summary: "Write to the business as a contact",
        body: sendBody,
        data: inboundResult,
        rateLimit: sendLimit,
      },
      async ({ auth, body }) => {
        const business = simulatorBusiness(auth, body.business_id);
        const content: SimulatedContent = body.reaction
          ? { type: "reaction", ...body.reaction }
          : body.item
            ? { type: "item", item: body.item }
            : body.location
              ? { type: "location", ...body.location }
              : { type: "text", message: body.message ?? "" };
        return inboundIds(
          await simulateInbound(deps, business, {
            phoneNumber: body.phoneNumber,
            name: body.name,
            channel: body.channel,
            content,
          }),
        );
      },
    );
    app.post(
      "/api/sandbox/SendMedia",
      {
        config: { rateLimit: uploadLimit },
        schema: {
          tags,
          summary:
            "Send a file as a contact (multipart: business_id, phoneNumber, name, channel, caption, file)",
          consumes: ["multipart/form-data"],
          response: { 200: okSchema(inboundResult) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const form = await receiveUpload(deps, request, async (fields, mime) => {
          const given = parseMediaFields(fields);
          return {
            businessId: simulatorBusiness(auth, given.business_id),
            maxBytes: mediaLimitFor(given.channel === "whatsapp" ? "whatsapp" : "mms", mime),
          };
        });
        // The policy read the same fields (none may follow the file), so only a form without a file fails here.
        const given = parseMediaFields(form.fields);
        const result = await simulateInbound(deps, simulatorBusiness(auth, given.business_id), {
          phoneNumber: given.phoneNumber,
          name: given.name,
          channel: given.channel,
          content: { type: "file", caption: given.caption, file: form.file },
        }).catch(async (error: unknown) => {
          // No message points at the file: it goes.
          if (form.file) await deps.media.remove(form.file.key);
          throw error;
        });
        return inboundIds(result);
      },
    );
    route.post(
      "/api/sandbox/Conversation",
      {
        summary: "What the contact sees",
        body: z.object({
          business_id: businessId,
          phoneNumber: chatPhoneSchema,
          beforeId: z.coerce.number().int().positive().optional(),
        }),
        data: messagePageSchema.extend({ contact: contactSchema.nullable() }),
      },
      async ({ auth, body }) => {
        const business = simulatorBusiness(auth, body.business_id);
        return ok(await simulatorConversation(deps, business, body.phoneNumber, body.beforeId));
      },
    );
  };
}
