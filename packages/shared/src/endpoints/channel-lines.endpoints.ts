import { z } from "zod";
import {
  channelLineSchema,
  channelTestResultSchema,
  saveChannelLineBodySchema,
  testChannelBodySchema,
} from "../schemas/channel-lines.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "channels";

export const channelLinesEndpoints = {
  listChannels: endpoint({
    method: "POST",
    path: "/api/config/ListChannels",
    summary: "A business's lines (credentials reported as set, never returned)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: businessIdQuerySchema,
    answer: z.array(channelLineSchema),
  }),
  saveChannel: endpoint({
    method: "POST",
    path: "/api/config/SaveChannel",
    summary: "Add or update a line with its provider credentials",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveChannelLineBodySchema,
    answer: channelLineSchema,
  }),
  testChannel: endpoint({
    method: "POST",
    path: "/api/config/TestChannel",
    summary: "Probar conexión: ask the line's provider whether its stored credentials reach it",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: testChannelBodySchema,
    answer: channelTestResultSchema,
  }),
} as const satisfies Record<string, Endpoint>;
