import { SEGMENT_MESSAGES, segmentsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, serve } from "../serve-endpoint.js";
import { countSegment, listSegments, removeSegment, saveSegment } from "./segments.service.js";

export function segmentsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, segmentsEndpoints.list, async (call) => ok(await listSegments(deps, call.auth)));
    serve(app, segmentsEndpoints.count, callWithBody(deps, countSegment));
    serve(app, segmentsEndpoints.save, async (call) =>
      ok(await saveSegment(deps, call.auth, { ...call.body, ip: call.ip }), SEGMENT_MESSAGES.saved),
    );
    serve(app, segmentsEndpoints.remove, async (call) =>
      ok(await removeSegment(deps, call.auth, { ...call.body, ip: call.ip }), SEGMENT_MESSAGES.removed),
    );
  };
}
