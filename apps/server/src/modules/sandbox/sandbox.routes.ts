import { CHAT_MESSAGES, chatPhoneSchema, messagePageSchema } from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import { ValidationError } from "../../http/errors.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { readMultipartForm } from "../messages/upload.js";
import {
  listSimulatorContacts,
  simulateInbound,
  simulatorBusiness,
  simulatorConversation,
} from "./sandbox.service.js";

const tags = ["sandbox"];
const businessId = z.coerce.number().int().positive().max(2_147_483_647).optional();
const channel = z.enum(["whatsapp", "sms"]).default("whatsapp");
const inboundResult = okSchema(
  z.object({ messageId: z.number(), conversationId: z.number(), contactId: z.number() }),
);

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
  })
  .refine((body) => Boolean(body.message) || body.location !== undefined, {
    error: "El mensaje es obligatorio",
  });

/** The contact simulator's API: play any contact of a business on its sandbox line. */
export function sandboxRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/sandbox/Contacts",
      {
        schema: {
          tags,
          summary: "Contacts to play in the simulator",
          body: z.object({ business_id: businessId, search: z.string().max(120).optional() }),
          response: {
            200: okSchema(z.array(z.object({ id: z.number(), name: z.string(), phoneNumber: z.string() }))),
          },
        },
      },
      async (request) => {
        const business = simulatorBusiness(authOf(request), request.body.business_id);
        return ok(await listSimulatorContacts(deps, business, request.body.search));
      },
    );
    app.post(
      "/api/sandbox/Send",
      {
        schema: {
          tags,
          summary: "Write to the business as a contact",
          body: sendBody,
          response: { 200: inboundResult },
        },
      },
      async (request) => {
        const body = request.body;
        const business = simulatorBusiness(authOf(request), body.business_id);
        const content = body.location
          ? { type: "location" as const, ...body.location }
          : { type: "text" as const, message: body.message ?? "" };
        const result = await simulateInbound(deps, business, {
          phoneNumber: body.phoneNumber,
          name: body.name,
          channel: body.channel,
          content,
        });
        return ok({
          messageId: result.messageId,
          conversationId: result.conversationId,
          contactId: result.contactId,
        });
      },
    );
    app.post(
      "/api/sandbox/SendMedia",
      {
        schema: {
          tags,
          summary:
            "Send a file as a contact (multipart: business_id, phoneNumber, name, channel, caption, file)",
          consumes: ["multipart/form-data"],
          response: { 200: inboundResult },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request);
        const fields = z
          .object({
            business_id: businessId,
            phoneNumber: chatPhoneSchema,
            name: z.string().max(120).optional(),
            channel,
            caption: z.string().max(1_024).default(""),
          })
          .safeParse(form.fields);
        if (!fields.success)
          throw new ValidationError(fields.error.issues[0]?.message ?? CHAT_MESSAGES.phoneInvalid);
        const business = simulatorBusiness(authOf(request), fields.data.business_id);
        const result = await simulateInbound(deps, business, {
          phoneNumber: fields.data.phoneNumber,
          name: fields.data.name,
          channel: fields.data.channel,
          content: { type: "file", caption: fields.data.caption, file: form.file },
        });
        return ok({
          messageId: result.messageId,
          conversationId: result.conversationId,
          contactId: result.contactId,
        });
      },
    );
    app.post(
      "/api/sandbox/Conversation",
      {
        schema: {
          tags,
          summary: "What the contact sees",
          body: z.object({
            business_id: businessId,
            phoneNumber: chatPhoneSchema,
            beforeId: z.coerce.number().int().positive().optional(),
          }),
          response: {
            200: okSchema(
              messagePageSchema.extend({
                contact: z.object({ id: z.number(), name: z.string(), phoneNumber: z.string() }).nullable(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const business = simulatorBusiness(authOf(request), request.body.business_id);
        return ok(
          await simulatorConversation(deps, business, request.body.phoneNumber, request.body.beforeId),
        );
      },
    );
  };
}
