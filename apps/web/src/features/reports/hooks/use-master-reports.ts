import { useQuery } from "@tanstack/react-query";
import { type MasterReportQuery, reportKeys } from "../api/report-keys";
import { reportsApi } from "../api/reports-api";

/** Figures of a closed period do not change; today's do, slowly: a minute old is fresh enough. */
const STALE_MS = 60_000;

/** The platform's three reports over every business (ChStaMaster, InOutMaster, ResFirstMaster) for the period. */
export function useMasterReports(query: MasterReportQuery) {
  const options = { staleTime: STALE_MS } as const;
  return {
    inOut: useQuery({
      queryKey: reportKeys.inOutMaster(query),
      queryFn: ({ signal }) => reportsApi.inOutMaster(query, signal),
      ...options,
    }),
    chSta: useQuery({
      queryKey: reportKeys.chStaMaster(query),
      queryFn: ({ signal }) => reportsApi.chStaMaster(query, signal),
      ...options,
    }),
    resFirst: useQuery({
      queryKey: reportKeys.resFirstMaster(query),
      queryFn: ({ signal }) => reportsApi.resFirstMaster(query, signal),
      ...options,
    }),
  };
}
