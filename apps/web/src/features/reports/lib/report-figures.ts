/** How a figure moved against the previous period; null when there is nothing to compare with. */
export type Change = { direction: "up" | "down" | "same"; percent: number } | null;

export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return null;
  if (current === previous) return { direction: "same", percent: 0 };
  // From nothing, any figure is an infinite rise: no percentage says that honestly.
  if (previous === 0) return null;
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction: current > previous ? "up" : "down", percent };
}

/** Seconds as a person reads a wait: "45 s", "3 min 20 s", "2 h 5 min", "1 d 3 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) {
    const rest = total % 60;
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

const numberFormat = new Intl.NumberFormat("es-MX");

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** A share from 0 to 1 as a whole percentage ("83 %"). */
export function formatShare(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)} %`;
}

/** "2026-11-05" as the axis and tables show it: "5 nov". */
export function formatDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  const months = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"];
  return `${date} ${months[(month ?? 1) - 1]}`;
}
