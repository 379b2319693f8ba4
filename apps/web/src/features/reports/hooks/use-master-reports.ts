import { useQuery } from "@tanstack/react-query";
import type { MasterReportQuery } from "../api/report-keys";
import { reportQueries } from "../queries";

/** The platform's three reports over every business (ChStaMaster, InOutMaster, ResFirstMaster) for the period. */
export function useMasterReports(query: MasterReportQuery) {
  return {
    inOut: useQuery(reportQueries.inOutMaster(query)),
    chSta: useQuery(reportQueries.chStaMaster(query)),
    resFirst: useQuery(reportQueries.resFirstMaster(query)),
  };
}
