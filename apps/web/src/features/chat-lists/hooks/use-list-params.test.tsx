import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./use-list-params";

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={["/chat-panel-close-timeout"]}>{children}</MemoryRouter>;
}

function useParamsAndLocation() {
  return { list: useListParams(), location: useLocation() };
}

describe("useListParams", () => {
  it("keeps both of two filter changes made before the list renders again", () => {
    const { result } = renderHook(useParamsAndLocation, { wrapper });
    // A typed number's pause ends in the same tick as a day picked in the calendar.
    act(() => {
      result.current.list.update({ day: "2026-11-20" });
      result.current.list.update({ number: "5218100000000" });
    });
    expect(result.current.list.params.closingDay).toBe("2026-11-20");
    expect(result.current.list.params.contactNumber).toBe("5218100000000");
    expect(result.current.location.search).toBe("?day=2026-11-20&number=5218100000000");
  });

  it("drops the page when a filter changes and ignores malformed values", () => {
    const { result } = renderHook(useParamsAndLocation, { wrapper });
    act(() => result.current.list.update({ page: "3" }));
    expect(result.current.list.params.page).toBe(3);
    act(() => result.current.list.update({ status: "closed" }));
    expect(result.current.list.params.page).toBe(1);
    expect(result.current.list.params.status).toBe("closed");
    act(() => result.current.list.update({ day: "ayer", status: "all" }));
    expect(result.current.list.params.closingDay).toBeNull();
    expect(result.current.list.params.status).toBe("all");
    expect(result.current.list.filtered).toBe(false);
  });
});
