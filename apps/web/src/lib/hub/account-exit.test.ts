import { describe, expect, it } from "vitest";
import { accountExitAction } from "./account-exit";

describe("accountExitAction", () => {
  it("signs out quietly when the session itself signed out", () => {
    expect(accountExitAction("logout", "t1", "t1")).toBe("sign-out");
  });

  it("shows the session-ended dialog for a take-over or an expiry", () => {
    expect(accountExitAction("replaced", "t1", "t1")).toBe("session-ended");
    expect(accountExitAction("expired", "t1", "t1")).toBe("session-ended");
  });

  it("ignores an exit for a session this browser no longer uses", () => {
    expect(accountExitAction("replaced", "old", "new")).toBe("ignore");
    expect(accountExitAction("logout", "old", null)).toBe("ignore");
    expect(accountExitAction("replaced", "", "t1")).toBe("ignore");
  });
});
