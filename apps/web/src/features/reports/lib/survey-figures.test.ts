import { describe, expect, it } from "vitest";
import { everyDay, formatPartOf, formatReportMoment, formatScore } from "./survey-figures";

describe("survey report figures", () => {
  it("writes scores with one decimal and shares as whole percentages", () => {
    expect(formatScore(8.4444)).toBe("8.4");
    expect(formatScore(10)).toBe("10.0");
    expect(formatScore(null)).toBe("—");
    expect(formatPartOf(2, 3)).toBe("67 %");
    expect(formatPartOf(0, 0)).toBe("0 %");
  });

  it("fills the days the server left out", () => {
    const days = everyDay({
      from: "2026-03-08",
      to: "2026-03-10",
      days: [{ day: "2026-03-09", sent: 3, complete: 2 }],
    });
    expect(days).toEqual([
      { day: "2026-03-08", sent: 0, complete: 0 },
      { day: "2026-03-09", sent: 3, complete: 2 },
      { day: "2026-03-10", sent: 0, complete: 0 },
    ]);
  });

  it("puts an instant on the business's clock and cuts a wall time to the minute", () => {
    const clock = { timeZone: "America/Mexico_City", addHours: 0 };
    expect(formatReportMoment("2026-03-10T18:05:09.000Z", clock)).toBe("2026-03-10 12:05");
    expect(formatReportMoment("2026-03-10 12:05:09", clock)).toBe("2026-03-10 12:05");
  });
});
