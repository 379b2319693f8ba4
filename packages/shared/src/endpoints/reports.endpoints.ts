import type { Endpoint } from "./endpoint.js";

export const reportsEndpoints = {} as const satisfies Record<string, Endpoint>;
