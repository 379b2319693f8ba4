import type { Endpoint } from "./endpoint.js";

export const platformBusinessesEndpoints = {} as const satisfies Record<string, Endpoint>;
