import {
  AGENT_MESSAGES,
  agentCountsSchema,
  agentStatusListSchema,
  agentStatusSchema,
  businessIdQuerySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { type Clock, systemClock } from "../../time/business-time.js";
import { okRoutes } from "../ok-routes.js";
import { changeMyAvailability, countAgents, listAgents, myStatus } from "./agents.service.js";

export function agentsRoutes(deps: AppDeps, now: Clock = systemClock) {
  return async function register(app: App) {
    const route = okRoutes(app, ["agents"]);
    route.get(
      "/api/agent/CalculateAgents",
      {
        summary: "How many people are connected, available, not available and offline",
        querystring: businessIdQuerySchema,
        data: agentCountsSchema,
      },
      async ({ auth, query }) => ok(await countAgents(deps, auth, query, now)),
    );
    route.get(
      "/api/agent/ListAll",
      {
        summary: "Everyone who can hold chats, with today's availability and active chats",
        querystring: businessIdQuerySchema,
        data: agentStatusListSchema,
      },
      async ({ auth, query }) => ok(await listAgents(deps, auth, query, now)),
    );
    route.get(
      "/api/agent/MyStatus",
      { summary: "The caller's availability today", data: agentStatusSchema },
      async ({ auth }) => ok(await myStatus(deps, auth, now)),
    );

    // The spec's three availability calls differ only in the change they make (and AddNotAvaible is a POST).
    const availabilityCalls = [
      {
        declare: route.get,
        url: "/api/agent/AddConnected",
        change: "connect",
        message: AGENT_MESSAGES.connected,
        summary: "The caller connects: available if they were offline",
      },
      {
        declare: route.get,
        url: "/api/agent/AddAvaible",
        change: "available",
        message: AGENT_MESSAGES.available,
        summary: "The caller becomes available",
      },
      {
        declare: route.post,
        url: "/api/agent/AddNotAvaible",
        change: "not_available",
        message: AGENT_MESSAGES.notAvailable,
        summary: "The caller becomes not available",
      },
    ] as const;
    for (const { declare, url, change, message, summary } of availabilityCalls) {
      declare(url, { summary, data: agentStatusSchema }, async ({ auth, ip }) =>
        ok(await changeMyAvailability(deps, auth, { change, ip }, now), message),
      );
    }
  };
}
