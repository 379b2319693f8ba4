import type { Endpoint } from "./endpoint.js";

export const messagesEndpoints = {} as const satisfies Record<string, Endpoint>;
