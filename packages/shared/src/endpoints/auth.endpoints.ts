import type { Endpoint } from "./endpoint.js";

export const authEndpoints = {} as const satisfies Record<string, Endpoint>;
