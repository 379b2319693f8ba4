import type { SurveyReportFilters } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { surveyGeneral } from "./survey-general.js";
import { surveyByArea, surveyByEmployee } from "./survey-groups.js";
import { type SurveyPeriod, surveyPeriod } from "./survey-period.js";

type Deps = Pick<AppDeps, "db">;

/** A survey report: the period, filters and survey resolved once, then read. */
function surveyReport<T>(read: (db: Executor, period: SurveyPeriod) => Promise<T>) {
  return async (deps: Deps, auth: AuthContext, filters: SurveyReportFilters): Promise<T> =>
    read(deps.db, await surveyPeriod(deps.db, auth, filters));
}

export const surveyGeneralReport = surveyReport(surveyGeneral);
export const surveyAreaReport = surveyReport(surveyByArea);
export const surveyEmployeeReport = surveyReport(surveyByEmployee);
