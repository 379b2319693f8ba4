import {
  AGENT_MESSAGES,
  agentCountsSchema,
  agentStatusListSchema,
  agentStatusSchema,
  businessIdQuerySchema,
} from "@consola/shared";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { type Clock, systemClock } from "../../time/business-time.js";
import { authOf } from "../auth/authenticate.js";
import { changeMyAvailability, countAgents, listAgents, myStatus } from "./agents.service.js";

const tags = ["agents"];

export function agentsRoutes(deps: AppDeps, now: Clock = systemClock) {
  const change = (request: FastifyRequest, kind: "connect" | "available" | "not_available") =>
    changeMyAvailability(deps, authOf(request), { change: kind, ip: request.ip }, now);

  return async function register(app: App) {
    app.get(
      "/api/agent/CalculateAgents",
      {
        schema: {
          tags,
          summary: "How many people are connected, available, not available and offline",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(agentCountsSchema) },
        },
      },
      async (request) => ok(await countAgents(deps, authOf(request), request.query, now)),
    );

    app.get(
      "/api/agent/ListAll",
      {
        schema: {
          tags,
          summary: "Everyone who can hold chats, with today's availability and active chats",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(agentStatusListSchema) },
        },
      },
      async (request) => ok(await listAgents(deps, authOf(request), request.query, now)),
    );

    app.get(
      "/api/agent/MyStatus",
      {
        schema: {
          tags,
          summary: "The caller's availability today",
          response: { 200: okSchema(agentStatusSchema) },
        },
      },
      async (request) => ok(await myStatus(deps, authOf(request), now)),
    );

    // The spec's three availability calls differ only in the change they make (and AddNotAvaible is a POST).
    const availabilityCalls = [
      {
        method: "GET",
        url: "/api/agent/AddConnected",
        kind: "connect",
        message: AGENT_MESSAGES.connected,
        summary: "The caller connects: available if they were offline",
      },
      {
        method: "GET",
        url: "/api/agent/AddAvaible",
        kind: "available",
        message: AGENT_MESSAGES.available,
        summary: "The caller becomes available",
      },
      {
        method: "POST",
        url: "/api/agent/AddNotAvaible",
        kind: "not_available",
        message: AGENT_MESSAGES.notAvailable,
        summary: "The caller becomes not available",
      },
    ] as const;
    for (const call of availabilityCalls) {
      app.route({
        method: call.method,
        url: call.url,
        schema: { tags, summary: call.summary, response: { 200: okSchema(agentStatusSchema) } },
        handler: async (request) => ok(await change(request, call.kind), call.message),
      });
    }
  };
}
