import type { Endpoint } from "./endpoint.js";

export const platformUsersEndpoints = {} as const satisfies Record<string, Endpoint>;
