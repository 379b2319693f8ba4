import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "./config-business";
import { useConfigPath } from "./config-path";

const inBusinessOf =
  (businessId: number | null) =>
  ({ children }: { children: ReactNode }) => (
    <ConfigBusinessProvider businessId={businessId}>{children}</ConfigBusinessProvider>
  );

describe("useConfigPath", () => {
  it("keeps a /config path on one's own business", () => {
    const { result } = renderHook(() => useConfigPath("/config/areasCompany"), {
      wrapper: inBusinessOf(null),
    });
    expect(result.current).toBe("/config/areasCompany");
  });

  it("goes to the business panel's page of the chosen business under the panel", () => {
    const wrapper = inBusinessOf(7);
    const path = (configPath: string) =>
      renderHook(() => useConfigPath(configPath), { wrapper }).result.current;
    expect(path("/config/areasCompany")).toBe("/admin/business/panel/area?business_id=7");
    expect(path("/config/SelectorAreaChatBot")).toBe("/admin/business/panel/chatbot/selector?business_id=7");
    expect(path("/config/smsConfig")).toBe("/admin/business/panel/smsConfig?business_id=7");
    // A page the panel does not show stays where it was.
    expect(path("/config")).toBe("/config");
  });
});
