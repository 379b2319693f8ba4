import type { Endpoint } from "./endpoint.js";

export const mediaEndpoints = {} as const satisfies Record<string, Endpoint>;
