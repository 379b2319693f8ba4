import { BOT_MESSAGES, DEFAULT_BOT_TEXTS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { nameChangeFormFrom, nameChangeProblems } from "./name-change-form";
import { selectorProblems } from "./selector-form";

const nameChange = nameChangeFormFrom(true, DEFAULT_BOT_TEXTS.name_change);
const selector = { ...DEFAULT_BOT_TEXTS.selector, areas: [{ areaId: 3, label: "" }] };

describe("the bot forms' checks", () => {
  it("marks every empty field of the name-change bot and says once to complete them all", () => {
    expect(nameChangeProblems(nameChange)).toEqual({ fields: {}, message: null });
    expect(nameChangeProblems({ ...nameChange, askName: " ", timeoutMinutes: "" })).toEqual({
      fields: { askName: true, timeoutMinutes: true },
      message: BOT_MESSAGES.completeAllFields,
    });
  });

  it("says on its field that an option is too long or the timeout out of range", () => {
    expect(nameChangeProblems({ ...nameChange, yesOption: "x".repeat(25), timeoutMinutes: 0 })).toEqual({
      fields: { yesOption: BOT_MESSAGES.optionTooLong, timeoutMinutes: BOT_MESSAGES.timeoutInvalid },
      message: null,
    });
  });

  it("asks the selector for its question, its answer and a timeout, and refuses an area twice", () => {
    expect(selectorProblems(selector)).toEqual({});
    expect(selectorProblems({ ...selector, message: "", chosenMessage: "", timeoutMinutes: "" })).toEqual({
      message: BOT_MESSAGES.selectorMessageRequired,
      chosenMessage: BOT_MESSAGES.completeAllFields,
      timeoutMinutes: BOT_MESSAGES.completeAllFields,
    });
    expect(
      selectorProblems({ ...selector, timeoutMinutes: 2_000, areas: [...selector.areas, ...selector.areas] }),
    ).toEqual({ timeoutMinutes: BOT_MESSAGES.timeoutInvalid, areas: BOT_MESSAGES.selectorAreaRepeated });
  });
});
