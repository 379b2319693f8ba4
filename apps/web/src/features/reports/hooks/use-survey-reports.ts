import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportKeys, type SurveyReportQuery } from "../api/report-keys";
import { surveyReportsApi } from "../api/survey-reports-api";
import type { SectionQuery } from "../components/report-section";

/** As /report's: a closed period's figures do not change, today's slowly. */
const STALE_MS = 60_000;

/**
 * The survey report's three calls for the period, filters and survey on screen. The survey selector reads its
 * list from the general report, so while another survey or period loads the previous answer is kept for it
 * (`surveys`), and the sections see the general report as loading.
 */
export function useSurveyReports(query: SurveyReportQuery) {
  const options = { staleTime: STALE_MS } as const;
  const general = useQuery({
    queryKey: reportKeys.surveyGeneral(query),
    queryFn: ({ signal }) => surveyReportsApi.general(query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
  const area = useQuery({
    queryKey: reportKeys.surveyArea(query),
    queryFn: ({ signal }) => surveyReportsApi.area(query, signal),
    ...options,
  });
  const employee = useQuery({
    queryKey: reportKeys.surveyEmployee(query),
    queryFn: ({ signal }) => surveyReportsApi.employee(query, signal),
    ...options,
  });
  const current: SectionQuery<NonNullable<typeof general.data>> = {
    data: general.isPlaceholderData ? undefined : general.data,
    isPending: general.isPending || general.isPlaceholderData,
    isError: general.isError,
    error: general.error,
    refetch: () => general.refetch(),
  };
  return { general: current, area, employee, choices: general.data };
}
