import type { Endpoint } from "./endpoint.js";

export const companyUsersEndpoints = {} as const satisfies Record<string, Endpoint>;
