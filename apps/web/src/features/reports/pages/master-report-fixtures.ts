import type { ChStaMasterReport, InOutMasterReport, ResFirstMasterReport } from "@consola/shared";

/** Answers of the platform's report calls for the page's tests: two busy businesses and a quiet one. */
const period = { from: "2026-03-04", to: "2026-03-10" };

const counts = (whatsapp: number, sms = 0, mms = 0) => ({ whatsapp, sms, mms });

const norte = { businessId: 1, name: "Refaccionaria del Norte", status: "active" as const };
const andino = { businessId: 2, name: "Café Andino", status: "active" as const };
const cerrada = { businessId: 3, name: "Ferretería Cerrada", status: "inactive" as const };

export const inOutMaster: InOutMasterReport = {
  ...period,
  days: [
    { day: "2026-03-09", in: counts(10, 2), out: counts(8) },
    { day: "2026-03-10", in: counts(8), out: counts(6, 1) },
  ],
  totals: { in: 20, out: 15 },
  // Café Andino first on purpose: the page orders by traffic whatever order it is sent in.
  businesses: [
    { ...andino, in: 5, out: 4 },
    { ...cerrada, in: 0, out: 0 },
    { ...norte, in: 15, out: 11 },
  ],
};

export const chStaMaster: ChStaMasterReport = {
  ...period,
  now: { pending: 3, bot: 1, active: 4 },
  days: [
    { day: "2026-03-09", opened: 6, closed: 3, timedOut: 1, deleted: 0 },
    { day: "2026-03-10", opened: 4, closed: 2, timedOut: 0, deleted: 1 },
  ],
  businesses: [
    { ...norte, open: 6, opened: 7, ended: 5 },
    { ...andino, open: 2, opened: 3, ended: 2 },
    { ...cerrada, open: 0, opened: 0, ended: 0 },
  ],
};

export const resFirstMaster: ResFirstMasterReport = {
  ...period,
  overall: { answered: 8, medianSeconds: 150, p90Seconds: 600, inTimeShare: 0.75 },
  unanswered: 2,
  businesses: [
    { ...norte, answered: 6, medianSeconds: 120, p90Seconds: 500, inTimeShare: 0.8333, unanswered: 1 },
    { ...andino, answered: 2, medianSeconds: 420, p90Seconds: 600, inTimeShare: 0.5, unanswered: 1 },
    { ...cerrada, answered: 0, medianSeconds: null, p90Seconds: null, inTimeShare: null, unanswered: 0 },
  ],
};

/** A platform without businesses yet. */
export const noBusinesses = {
  inOut: {
    ...inOutMaster,
    days: inOutMaster.days.map((day) => ({ ...day, in: counts(0), out: counts(0) })),
    totals: { in: 0, out: 0 },
    businesses: [],
  },
  chSta: {
    ...chStaMaster,
    now: { pending: 0, bot: 0, active: 0 },
    days: chStaMaster.days.map((day) => ({ ...day, opened: 0, closed: 0, timedOut: 0, deleted: 0 })),
    businesses: [],
  },
  resFirst: {
    ...resFirstMaster,
    overall: { answered: 0, medianSeconds: null, p90Seconds: null, inTimeShare: null },
    unanswered: 0,
    businesses: [],
  },
} satisfies { inOut: InOutMasterReport; chSta: ChStaMasterReport; resFirst: ResFirstMasterReport };
