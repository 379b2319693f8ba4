import type { Endpoint } from "./endpoint.js";

export const templatesEndpoints = {} as const satisfies Record<string, Endpoint>;
