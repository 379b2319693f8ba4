import { AGENT_MESSAGES, agentsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { type Clock, systemClock } from "../../time/business-time.js";
import { serve } from "../serve-endpoint.js";
import { changeMyAvailability, countAgents, listAgents, myStatus } from "./agents.service.js";

export function agentsRoutes(deps: AppDeps, now: Clock = systemClock) {
  return async function register(app: App) {
    serve(app, agentsEndpoints.counts, async ({ auth, query }) =>
      ok(await countAgents(deps, auth, query, now)),
    );
    serve(app, agentsEndpoints.list, async ({ auth, query }) => ok(await listAgents(deps, auth, query, now)));
    serve(app, agentsEndpoints.mine, async ({ auth }) => ok(await myStatus(deps, auth, now)));

    // The spec's three availability calls differ only in the change they make.
    const availabilityCalls = [
      { endpoint: agentsEndpoints.connect, change: "connect", message: AGENT_MESSAGES.connected },
      { endpoint: agentsEndpoints.available, change: "available", message: AGENT_MESSAGES.available },
      {
        endpoint: agentsEndpoints.notAvailable,
        change: "not_available",
        message: AGENT_MESSAGES.notAvailable,
      },
    ] as const;
    for (const { endpoint, change, message } of availabilityCalls) {
      serve(app, endpoint, async ({ auth, ip }) =>
        ok(await changeMyAvailability(deps, auth, { change, ip }, now), message),
      );
    }
  };
}
