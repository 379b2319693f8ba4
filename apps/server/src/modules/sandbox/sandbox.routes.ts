import {
  CHAT_MESSAGES,
  mediaLimitFor,
  type SimulatorSent,
  sandboxEndpoints as sandbox,
  simulatorMediaFieldsSchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { receiveUpload } from "../media/receive-upload.js";
import { serve, serveRaw } from "../serve-endpoint.js";
import {
  listSimulatorContacts,
  type SimulatedContent,
  simulateInbound,
  simulatorBusiness,
  simulatorConversation,
} from "./sandbox.service.js";
import { reportCampaignReceipt } from "./sandbox-receipts.js";

/** What the simulator answers of a message it played in: only its ids, whatever else the inbound path returns. */
const inboundIds = ({ messageId, conversationId, contactId }: SimulatorSent) =>
  ok({ messageId, conversationId, contactId });

function parseMediaFields(fields: Record<string, string>) {
  const parsed = simulatorMediaFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.phoneInvalid);
  return parsed.data;
}

/** The contact simulator's API: play any contact of a business on its sandbox line. */
export function sandboxRoutes(deps: AppDeps) {
  const sendLimit = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  const uploadLimit = perUserLimit(deps.config.writeLimits, "uploadsPerMinute");
  return async function register(app: App) {
    serve(app, sandbox.contacts, async ({ auth, body }) =>
      ok(await listSimulatorContacts(deps, simulatorBusiness(auth, body.business_id), body.search)),
    );
    serve(
      app,
      sandbox.send,
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
      { rateLimit: sendLimit },
    );
    serveRaw(
      app,
      sandbox.sendMedia,
      async ({ auth, request }) => {
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
      { rateLimit: uploadLimit },
    );
    serve(app, sandbox.receipt, async ({ auth, body }) => {
      const business = simulatorBusiness(auth, body.business_id);
      return ok(await reportCampaignReceipt(deps, business, body));
    });
    serve(app, sandbox.conversation, async ({ auth, body }) => {
      const business = simulatorBusiness(auth, body.business_id);
      return ok(await simulatorConversation(deps, business, body.phoneNumber, body.beforeId));
    });
  };
}
