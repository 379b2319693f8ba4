import type { AgentStatus } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { formatHoursMinutes, liveSeconds } from "./agent-time";

const agent = (overrides: Partial<AgentStatus>): AgentStatus => ({
  id: 5,
  name: "Ana López",
  role: "ProviderAgent",
  roleName: "Agente",
  area: null,
  availability: "available",
  startTime: "2026-11-20T15:00:00.000Z",
  activeSeconds: 0,
  inactiveSeconds: 0,
  openChats: 0,
  ...overrides,
});

describe("agent time", () => {
  it("shows hours and minutes", () => {
    expect(formatHoursMinutes(0)).toBe("00:00");
    expect(formatHoursMinutes(59)).toBe("00:00");
    expect(formatHoursMinutes(3_661)).toBe("01:01");
    expect(formatHoursMinutes(9 * 3_600 + 5 * 60)).toBe("09:05");
    expect(formatHoursMinutes(125 * 3_600 + 40 * 60)).toBe("125:40");
    expect(formatHoursMinutes(-5)).toBe("00:00");
  });

  it("the running state keeps counting after the server answered; the other does not", () => {
    const fetchedAt = Date.parse("2026-11-20T16:00:00.000Z");
    const later = fetchedAt + 90_000;
    expect(liveSeconds(agent({ activeSeconds: 600, inactiveSeconds: 60 }), fetchedAt, later)).toEqual({
      active: 690,
      inactive: 60,
    });
    expect(
      liveSeconds(
        agent({ availability: "not_available", activeSeconds: 600, inactiveSeconds: 60 }),
        fetchedAt,
        later,
      ),
    ).toEqual({ active: 600, inactive: 150 });
    expect(liveSeconds(agent({ availability: "offline", activeSeconds: 600 }), fetchedAt, later)).toEqual({
      active: 600,
      inactive: 0,
    });
  });
});
