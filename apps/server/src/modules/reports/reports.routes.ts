import { type Endpoint, type Parsed, reportsEndpoints } from "@consola/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../../deps.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { callWithBody, serve, serveRaw } from "../serve-endpoint.js";
import {
  chStaMasterReport,
  inOutMasterReport,
  masterReportCsv,
  resFirstMasterReport,
} from "./master-reports.service.js";
import { reportCampaigns } from "./report-campaigns.js";
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

type Input = z.ZodType | undefined;

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
function csvDownload<B extends Input, Q extends z.ZodType, P extends Input>(
  app: App,
  deps: AppDeps,
  download: Endpoint<"file", B, Q, P>,
  build: (deps: AppDeps, auth: AuthContext, input: { filters: Parsed<Q>; ip: string }) => Promise<ReportCsv>,
) {
  serveRaw(
    app,
    download,
    async (call, reply) =>
      sendCsv(call.request, reply, await build(deps, call.auth, { filters: call.query, ip: call.ip })),
    { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
  );
}

/**
 * The business's reports (spec section 7, Report), for its admins and supervisors or a platform admin naming
 * it: every one takes the same period and filters and says which clock cut its days (decision 010).
 */
export function reportsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, reportsEndpoints.incomingOutgoing, callWithBody(deps, incomingOutgoingReport));
    serve(app, reportsEndpoints.chatStatus, callWithBody(deps, chatStatusReport));
    serve(app, reportsEndpoints.responseFirst, callWithBody(deps, responseFirstReport));
    serve(app, reportsEndpoints.summary, callWithBody(deps, summaryReport));
    serve(app, reportsEndpoints.web, callWithBody(deps, webActivityReport));
    serve(app, reportsEndpoints.detail, callWithBody(deps, inOutDetailReport));
    serve(app, reportsEndpoints.campaigns, callWithBody(deps, reportCampaigns));

    serveRaw(
      app,
      reportsEndpoints.download,
      async (call, reply) => {
        const csv = await reportCsv(deps, call.auth, {
          kind: call.params.kind,
          filters: call.query,
          ip: call.ip,
        });
        return sendCsv(call.request, reply, csv);
      },
      { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
    );

    // The platform's reports (/admin/report) over every business: business roles get 403.
    serve(app, reportsEndpoints.inOutMaster, callWithBody(deps, inOutMasterReport));
    serve(app, reportsEndpoints.chStaMaster, callWithBody(deps, chStaMasterReport));
    serve(app, reportsEndpoints.resFirstMaster, callWithBody(deps, resFirstMasterReport));
    csvDownload(app, deps, reportsEndpoints.downloadMaster, masterReportCsv);

    // The survey reports (spec section 7, /surveyReport): /report's period and filters, plus the survey.
    serve(app, reportsEndpoints.surveyGeneral, callWithBody(deps, surveyGeneralReport));
    serve(app, reportsEndpoints.surveyArea, callWithBody(deps, surveyAreaReport));
    serve(app, reportsEndpoints.surveyEmployee, callWithBody(deps, surveyEmployeeReport));
    csvDownload(app, deps, reportsEndpoints.surveyDownload, surveyReportCsv);
  };
}
