import type { Endpoint } from "./endpoint.js";

export const closingCategoriesEndpoints = {} as const satisfies Record<string, Endpoint>;
