import type { Endpoint } from "./endpoint.js";

export const profileEndpoints = {} as const satisfies Record<string, Endpoint>;
