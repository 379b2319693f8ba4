import { CONTACT_MESSAGES, privacyEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serve } from "../serve-endpoint.js";
import { eraseContact } from "./erase-contact.js";

/** Data protection (LFPDPPP, Ley 1581): what a business does with personal data on a person's request. */
export function privacyRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, privacyEndpoints.eraseContact, async ({ auth, body, ip }) => {
      const erased = await eraseContact(deps, auth, { ...body, ip });
      return ok(erased, CONTACT_MESSAGES.erased(erased.conversations, erased.messages));
    });
  };
}
