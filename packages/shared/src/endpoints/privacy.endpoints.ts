import type { Endpoint } from "./endpoint.js";

export const privacyEndpoints = {} as const satisfies Record<string, Endpoint>;
