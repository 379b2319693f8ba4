import type { Endpoint } from "./endpoint.js";

export const catalogEndpoints = {} as const satisfies Record<string, Endpoint>;
