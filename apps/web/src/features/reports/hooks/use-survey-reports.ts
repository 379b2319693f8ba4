import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SurveyReportQuery } from "../api/report-keys";
import type { SectionQuery } from "../components/report-section";
import { reportQueries } from "../queries";

/**
 * The survey report's three calls for the period, filters and survey on screen. The survey selector reads its
 * list from the general report, so while another survey or period loads the previous answer is kept for it
 * (`surveys`), and the sections see the general report as loading.
 */
export function useSurveyReports(query: SurveyReportQuery) {
  const general = useQuery({ ...reportQueries.surveyGeneral(query), placeholderData: keepPreviousData });
  const area = useQuery(reportQueries.surveyArea(query));
  const employee = useQuery(reportQueries.surveyEmployee(query));
  const current: SectionQuery<NonNullable<typeof general.data>> = {
    data: general.isPlaceholderData ? undefined : general.data,
    isPending: general.isPending || general.isPlaceholderData,
    isError: general.isError,
    error: general.error,
    refetch: () => general.refetch(),
  };
  return { general: current, area, employee, choices: general.data };
}
