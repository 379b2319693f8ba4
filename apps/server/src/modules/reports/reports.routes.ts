import {
  chatStatusSchema,
  incomingOutgoingSchema,
  inOutDetailBodySchema,
  inOutDetailSchema,
  type ReportFilters,
  reportDownloadParamsSchema,
  reportFiltersSchema,
  reportSummarySchema,
  responseFirstSchema,
  webReportSchema,
} from "@consola/shared";
import type { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { okRoutes } from "../ok-routes.js";
import { reportCsv } from "./report-csv.js";
import {
  chatStatusReport,
  incomingOutgoingReport,
  inOutDetailReport,
  responseFirstReport,
  summaryReport,
  webActivityReport,
} from "./reports.service.js";

/**
 * The business's reports (spec section 7, Report), for its admins and supervisors or a platform admin naming
 * it: every one takes the same period and filters and says which clock cut its days (decision 010).
 */
export function reportsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["reports"]);
    /** A report that takes the period and filters and answers `data`. */
    function filtered<D extends z.ZodType>(
      path: string,
      summary: string,
      data: D,
      service: (deps: AppDeps, auth: AuthContext, filters: ReportFilters) => Promise<z.input<D>>,
    ) {
      route.post(path, { summary, body: reportFiltersSchema, data }, async (call) =>
        ok(await service(deps, call.auth, call.body)),
      );
    }
    filtered(
      "/api/report/IncomingOutgoing",
      "Messages in and out per day and channel",
      incomingOutgoingSchema,
      incomingOutgoingReport,
    );
    filtered(
      "/api/report/ChatStatus",
      "Chats in each state now, opened and ended per day",
      chatStatusSchema,
      chatStatusReport,
    );
    filtered(
      "/api/report/ResponseFirst",
      "Time to a person's first answer, per agent and area",
      responseFirstSchema,
      responseFirstReport,
    );
    filtered(
      "/api/report/Summary",
      "The period's totals: queue wait, handling time, closings by category, unanswered",
      reportSummarySchema,
      summaryReport,
    );
    filtered(
      "/api/report/GetWeb",
      "Each person's work in the console over the period",
      webReportSchema,
      webActivityReport,
    );
    route.post(
      "/api/report/InOutDetail",
      {
        summary: "One row per chat opened in the period, newest first, a page at a time",
        body: inOutDetailBodySchema,
        data: inOutDetailSchema,
      },
      async (call) => ok(await inOutDetailReport(deps, call.auth, call.body)),
    );

    app.get(
      "/api/report/Download/:kind",
      {
        config: { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
        schema: {
          tags: ["reports"],
          summary:
            "A report as CSV (UTF-8 with BOM), streamed: first response, conversations, current, detailed",
          params: reportDownloadParamsSchema,
          querystring: reportFiltersSchema,
        },
      },
      async (request, reply) => {
        const csv = await reportCsv(deps, authOf(request), {
          kind: request.params.kind,
          filters: request.query,
          ip: request.ip,
        });
        csv.done.catch((error: unknown) => request.log.error({ err: error }, "report download failed"));
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header(
            "content-disposition",
            `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(csv.fileName)}`,
          )
          .header("cache-control", "no-store")
          .send(csv.stream);
      },
    );
  };
}
