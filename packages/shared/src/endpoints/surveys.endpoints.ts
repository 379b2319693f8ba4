import type { Endpoint } from "./endpoint.js";

export const surveysEndpoints = {} as const satisfies Record<string, Endpoint>;
