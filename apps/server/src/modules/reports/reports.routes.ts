import {
  chatStatusSchema,
  chStaMasterSchema,
  incomingOutgoingSchema,
  inOutDetailBodySchema,
  inOutDetailSchema,
  inOutMasterSchema,
  masterReportFiltersSchema,
  reportDownloadParamsSchema,
  reportFiltersSchema,
  reportSummarySchema,
  resFirstMasterSchema,
  responseFirstSchema,
  surveyReportAreaSchema,
  surveyReportEmployeeSchema,
  surveyReportFiltersSchema,
  surveyReportGeneralSchema,
  webReportSchema,
} from "@consola/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import {
  chStaMasterReport,
  inOutMasterReport,
  masterReportCsv,
  resFirstMasterReport,
} from "./master-reports.service.js";
import { type ReportCsv, reportCsv } from "./report-csv.js";
import {
  chatStatusReport,
  incomingOutgoingReport,
  inOutDetailReport,
  responseFirstReport,
  summaryReport,
  webActivityReport,
} from "./reports.service.js";
import { surveyReportCsv } from "./survey-report-csv.js";
import { surveyAreaReport, surveyEmployeeReport, surveyGeneralReport } from "./survey-reports.service.js";

/** A report file as an attachment named for what it holds; its stream's failure is logged, not thrown. */
function sendCsv(request: FastifyRequest, reply: FastifyReply, csv: ReportCsv) {
  csv.done.catch((error: unknown) => request.log.error({ err: error }, "report download failed"));
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header(
      "content-disposition",
      `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(csv.fileName)}`,
    )
    .header("cache-control", "no-store")
    .send(csv.stream);
}

/** A period's CSV download, rate-limited as every export is; the filters come as the query. */
function csvDownload<Q extends z.ZodType>(
  app: App,
  deps: AppDeps,
  url: string,
  summary: string,
  querystring: Q,
  build: (
    deps: AppDeps,
    auth: AuthContext,
    input: { filters: z.output<Q>; ip: string },
  ) => Promise<ReportCsv>,
) {
  app.get(
    url,
    {
      config: { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
      schema: { tags: ["reports"], summary, querystring },
    },
    // Fastify validated the query against this very schema before the handler runs.
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        await build(deps, authOf(request), { filters: request.query as z.output<Q>, ip: request.ip }),
      ),
  );
}

/**
 * The business's reports (spec section 7, Report), for its admins and supervisors or a platform admin naming
 * it: every one takes the same period and filters and says which clock cut its days (decision 010).
 */
export function reportsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["reports"]);
    route.post(
      "/api/report/IncomingOutgoing",
      {
        summary: "Messages in and out per day and channel",
        body: reportFiltersSchema,
        data: incomingOutgoingSchema,
      },
      callWithBody(deps, incomingOutgoingReport),
    );
    route.post(
      "/api/report/ChatStatus",
      {
        summary: "Chats in each state now, opened and ended per day",
        body: reportFiltersSchema,
        data: chatStatusSchema,
      },
      callWithBody(deps, chatStatusReport),
    );
    route.post(
      "/api/report/ResponseFirst",
      {
        summary: "Time to a person's first answer, per agent and area",
        body: reportFiltersSchema,
        data: responseFirstSchema,
      },
      callWithBody(deps, responseFirstReport),
    );
    route.post(
      "/api/report/Summary",
      {
        summary: "The period's totals: queue wait, handling time, closings by category, unanswered",
        body: reportFiltersSchema,
        data: reportSummarySchema,
      },
      callWithBody(deps, summaryReport),
    );
    route.post(
      "/api/report/GetWeb",
      {
        summary: "Each person's work in the console over the period",
        body: reportFiltersSchema,
        data: webReportSchema,
      },
      callWithBody(deps, webActivityReport),
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
        return sendCsv(request, reply, csv);
      },
    );

    // The platform's reports (/admin/report) over every business: business roles get 403.
    route.post(
      "/api/report/InOutMaster",
      {
        summary:
          "Messages in and out per day and channel over every business, and each business's totals (platform admins)",
        body: masterReportFiltersSchema,
        data: inOutMasterSchema,
      },
      callWithBody(deps, inOutMasterReport),
    );
    route.post(
      "/api/report/ChStaMaster",
      {
        summary:
          "Chats open now, opened and ended per day, over every business and per business (platform admins)",
        body: masterReportFiltersSchema,
        data: chStaMasterSchema,
      },
      callWithBody(deps, chStaMasterReport),
    );
    route.post(
      "/api/report/ResFirstMaster",
      {
        summary: "Time to a person's first answer over every business and per business (platform admins)",
        body: masterReportFiltersSchema,
        data: resFirstMasterSchema,
      },
      callWithBody(deps, resFirstMasterReport),
    );
    csvDownload(
      app,
      deps,
      "/api/report/DownloadMaster",
      "Every business's figures over the period as CSV, the busiest first (platform admins)",
      masterReportFiltersSchema,
      masterReportCsv,
    );

    // The survey reports (spec section 7, /surveyReport): /report's period and filters, plus the survey.
    route.post(
      "/api/surveyReport/General",
      {
        summary: "Surveys sent and completed, per day, each question's answers and the latest comments",
        body: surveyReportFiltersSchema,
        data: surveyReportGeneralSchema,
      },
      callWithBody(deps, surveyGeneralReport),
    );
    route.post(
      "/api/surveyReport/Area",
      {
        summary: "Survey figures per area of the chats they followed",
        body: surveyReportFiltersSchema,
        data: surveyReportAreaSchema,
      },
      callWithBody(deps, surveyAreaReport),
    );
    route.post(
      "/api/surveyReport/Employee",
      {
        summary: "Survey figures and satisfaction per agent of the chats they followed",
        body: surveyReportFiltersSchema,
        data: surveyReportEmployeeSchema,
      },
      callWithBody(deps, surveyEmployeeReport),
    );
    csvDownload(
      app,
      deps,
      "/api/surveyReport/Download",
      "A survey's answers over the period as CSV (UTF-8 with BOM), one row per answer, streamed",
      surveyReportFiltersSchema,
      surveyReportCsv,
    );
  };
}
