import { describe, expect, it } from "vitest";
import { problemsOf, SUBJECT_MAX } from "./check.js";

describe("commit messages", () => {
  it.each([
    "inbound: verify signature before routing",
    "inbound: verify signature before routing\n\nThe why, and the figures.\n",
    "chat-lists, e2e: the active list fits at 1366 px",
    "web/contacts: say what the search matches\n# Please enter the commit message\n",
    `docs: ${"x".repeat(SUBJECT_MAX - 6)}`,
    "Merge branch 'main' of elsewhere, with a subject git wrote itself and nobody shortens by hand",
    'Revert "inbound: verify signature before routing"',
  ])("takes %j", (message) => {
    expect(problemsOf(message)).toEqual([]);
  });

  it("refuses a subject past the limit, counting characters, not bytes", () => {
    expect(problemsOf(`docs: ${"á".repeat(SUBJECT_MAX - 5)}`)).toEqual([
      `the subject has ${SUBJECT_MAX + 1} characters; at most ${SUBJECT_MAX}`,
    ]);
  });

  it.each([
    ["Fix the thing", 'the subject is not "area: what changed"'],
    ["inbound:verify", 'the subject is not "area: what changed"'],
    ["Inbound: verify", 'the subject is not "area: what changed"'],
    ["inbound: verify\nno blank line", "a blank line must follow the subject"],
    ["\n\n# only a comment\n", "the message is empty"],
  ])("refuses %j", (message, problem) => {
    expect(problemsOf(message)).toEqual([problem]);
  });
});
