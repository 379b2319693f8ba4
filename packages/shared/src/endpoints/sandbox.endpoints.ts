import type { Endpoint } from "./endpoint.js";

export const sandboxEndpoints = {} as const satisfies Record<string, Endpoint>;
