import { describe, expect, it } from "vitest";
import { officialHolidays } from "./official-holidays.js";

describe("officialHolidays", () => {
  it("lists Mexico's days of obligatory rest for 2026, with the Monday moves and no bank holidays", () => {
    expect(officialHolidays("MX", 2026)).toEqual([
      { day: "2026-01-01", name: "Año Nuevo" },
      { day: "2026-02-02", name: "Día de la Constitución" },
      { day: "2026-03-16", name: "Natalicio de Benito Juárez" },
      { day: "2026-05-01", name: "Día del Trabajador" },
      { day: "2026-09-16", name: "Día de la Independencia" },
      { day: "2026-11-16", name: "Día de la Revolución" },
      { day: "2026-12-25", name: "Navidad" },
    ]);
  });

  it("adds the change of federal government every six years (1 December 2030)", () => {
    expect(officialHolidays("MX", 2030).map((holiday) => holiday.day)).toContain("2030-12-01");
    expect(officialHolidays("MX", 2029).map((holiday) => holiday.day)).not.toContain("2029-12-01");
  });

  it("lists Colombia's festivos for 2026 moved to Monday, without Easter Sunday", () => {
    const festivos = officialHolidays("CO", 2026);
    expect(festivos.map((holiday) => holiday.day)).toEqual([
      "2026-01-01",
      "2026-01-12",
      "2026-03-23",
      "2026-04-02",
      "2026-04-03",
      "2026-05-01",
      "2026-05-18",
      "2026-06-08",
      "2026-06-15",
      "2026-06-29",
      "2026-07-13",
      "2026-07-20",
      "2026-08-07",
      "2026-08-17",
      "2026-10-12",
      "2026-11-02",
      "2026-11-16",
      "2026-12-08",
      "2026-12-25",
    ]);
    expect(festivos.find((holiday) => holiday.day === "2026-05-18")?.name).toBe("Ascensión del Señor");
    expect(festivos.find((holiday) => holiday.day === "2026-12-08")?.name).toBe("Inmaculada Concepción");
    // Reyes (6 January, a Tuesday in 2026) moves to the next Monday.
    expect(festivos.find((holiday) => holiday.day === "2026-01-12")?.name).toBe("Día de los Reyes Magos");
  });
});
