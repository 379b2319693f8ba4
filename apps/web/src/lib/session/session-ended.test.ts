import { MESSAGES } from "@consola/shared";
import { afterEach, describe, expect, it } from "vitest";
import { endedBecause, sessionEnded } from "./session-ended";

afterEach(() => sessionEnded.close());

describe("sessionEnded", () => {
  it("keeps the first dead token and why it ended, until closed", () => {
    sessionEnded.open("a.b.c", "deactivated");
    sessionEnded.open("d.e.f", "replaced");
    expect(sessionEnded.token()).toBe("a.b.c");
    expect(sessionEnded.reason()).toBe("deactivated");
    sessionEnded.close();
    expect(sessionEnded.isOpen()).toBe(false);
    expect(sessionEnded.reason()).toBeNull();
    // A refused API call says no reason: the dialog keeps its general text.
    sessionEnded.open("g.h.i");
    expect(sessionEnded.reason()).toBeNull();
  });

  it("tells a deactivated person or business why, and anyone else that the session ended", () => {
    expect(endedBecause("deactivated")).toBe(MESSAGES.sessionDeactivated);
    expect(endedBecause("business_inactive")).toBe(MESSAGES.sessionBusinessInactive);
    expect(endedBecause("replaced")).toBe(MESSAGES.sessionEnded);
    expect(endedBecause(null)).toBe(MESSAGES.sessionEnded);
  });
});
