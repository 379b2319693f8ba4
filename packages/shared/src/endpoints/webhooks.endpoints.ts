import type { Endpoint } from "./endpoint.js";

export const webhooksEndpoints = {} as const satisfies Record<string, Endpoint>;
