import type { Endpoint } from "./endpoint.js";

export const notificationsEndpoints = {} as const satisfies Record<string, Endpoint>;
