import type { Endpoint } from "./endpoint.js";

export const contactsImportEndpoints = {} as const satisfies Record<string, Endpoint>;
