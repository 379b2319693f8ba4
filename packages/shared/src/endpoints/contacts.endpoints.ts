import type { Endpoint } from "./endpoint.js";

export const contactsEndpoints = {} as const satisfies Record<string, Endpoint>;
