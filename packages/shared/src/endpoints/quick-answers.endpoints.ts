import type { Endpoint } from "./endpoint.js";

export const quickAnswersEndpoints = {} as const satisfies Record<string, Endpoint>;
