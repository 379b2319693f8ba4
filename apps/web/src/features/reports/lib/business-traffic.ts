import type {
  BusinessStatus,
  ChStaMasterReport,
  InOutMasterReport,
  ResFirstMasterReport,
} from "@consola/shared";

/** The platform's three answers for one period. */
export type MasterFigures = {
  inOut: InOutMasterReport;
  chSta: ChStaMasterReport;
  resFirst: ResFirstMasterReport;
};

/** One business's row of the traffic table. */
export type BusinessTraffic = {
  businessId: number;
  name: string;
  status: BusinessStatus;
  received: number;
  sent: number;
  openNow: number;
  opened: number;
  ended: number;
  medianSeconds: number | null;
  inTimeShare: number | null;
};

/**
 * The three answers joined by business: every business any of them names (each lists them all, but a business
 * created between two calls should not break the table), the busiest first (messages in and out), then by name.
 */
export function businessTraffic({ inOut, chSta, resFirst }: MasterFigures): BusinessTraffic[] {
  const rows = new Map<number, BusinessTraffic>();
  const rowOf = (business: { businessId: number; name: string; status: BusinessStatus }) => {
    const row = rows.get(business.businessId) ?? {
      businessId: business.businessId,
      name: business.name,
      status: business.status,
      received: 0,
      sent: 0,
      openNow: 0,
      opened: 0,
      ended: 0,
      medianSeconds: null,
      inTimeShare: null,
    };
    rows.set(business.businessId, row);
    return row;
  };
  for (const business of inOut.businesses) {
    const row = rowOf(business);
    row.received = business.in;
    row.sent = business.out;
  }
  for (const business of chSta.businesses) {
    const row = rowOf(business);
    row.openNow = business.open;
    row.opened = business.opened;
    row.ended = business.ended;
  }
  for (const business of resFirst.businesses) {
    const row = rowOf(business);
    row.medianSeconds = business.medianSeconds;
    row.inTimeShare = business.inTimeShare;
  }
  return [...rows.values()].sort(
    (a, b) => b.received + b.sent - (a.received + a.sent) || a.name.localeCompare(b.name, "es"),
  );
}
