import type { Endpoint } from "./endpoint.js";

export const channelLinesEndpoints = {} as const satisfies Record<string, Endpoint>;
