import { type AssignableAgent, AUTO_ASSIGN_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { formFrom, formProblems, hasProblems, isDirty, saveBody } from "./auto-assign-form";

const agent = (id: number, maxOpenChats: number | null): AssignableAgent => ({
  id,
  name: `Agente ${id}`,
  nickname: "",
  area: null,
  maxOpenChats,
  openChats: 0,
  availability: "available",
});
const settings = { enabled: true, byArea: true, maxChatsPerAgent: 5, whenNobody: "queue" as const };
const agents = [agent(1, null), agent(2, 3)];

describe("auto-assign form", () => {
  it("starts from what is saved: an agent without their own number shows empty", () => {
    const form = formFrom(settings, agents);
    expect(form.capacities).toEqual({ 1: "", 2: 3 });
    expect(isDirty(form, settings, agents)).toBe(false);
  });

  it("sends only the agents whose number changed, empty as null", () => {
    const form = { ...formFrom(settings, agents), capacities: { 1: 8, 2: "" as const } };
    expect(saveBody(form, agents).agents).toEqual([
      { id: 1, maxOpenChats: 8 },
      { id: 2, maxOpenChats: null },
    ]);
    const untouched = formFrom(settings, agents);
    expect(saveBody({ ...untouched, whenNobody: "any_area" }, agents)).toEqual({
      enabled: true,
      byArea: true,
      maxChatsPerAgent: 5,
      whenNobody: "any_area",
      agents: [],
    });
    expect(isDirty({ ...untouched, whenNobody: "any_area" }, settings, agents)).toBe(true);
  });

  it("says what is out of range, with the server's words", () => {
    const form = { ...formFrom(settings, agents), maxChatsPerAgent: 51, capacities: { 1: 101, 2: 0 } };
    const problems = formProblems(form);
    expect(problems).toEqual({
      maxChats: AUTO_ASSIGN_MESSAGES.maxChatsRange,
      agents: { 1: AUTO_ASSIGN_MESSAGES.agentMaxChatsRange },
    });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(formProblems({ ...form, maxChatsPerAgent: "" }))).toBe(true);
    expect(hasProblems(formProblems(formFrom(settings, agents)))).toBe(false);
  });
});
