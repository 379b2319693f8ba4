import type { Endpoint } from "./endpoint.js";

export const conversationsEndpoints = {} as const satisfies Record<string, Endpoint>;
