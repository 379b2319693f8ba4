import type { Endpoint } from "./endpoint.js";

export const businessHoursEndpoints = {} as const satisfies Record<string, Endpoint>;
