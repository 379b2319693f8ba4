import type { Endpoint } from "./endpoint.js";

export const chatClosingEndpoints = {} as const satisfies Record<string, Endpoint>;
