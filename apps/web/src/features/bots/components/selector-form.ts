import {
  BOT_MESSAGES,
  type BotSelector,
  type SaveSelectorBody,
  type SelectorArea,
  saveSelectorBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { timeoutFormInput, typedTimeout } from "./timeout-field";

export type SelectorForm = {
  message: string;
  chosenMessage: string;
  timeoutMinutes: number | "";
  areas: SelectorArea[];
};

export type SelectorField = "message" | "chosenMessage" | "timeoutMinutes" | "areas";
export type SelectorProblems = Partial<Record<SelectorField, string>>;

export function selectorFormFrom(selector: BotSelector): SelectorForm {
  const { message, chosenMessage, timeoutMinutes, areas } = selector.texts;
  return {
    message,
    chosenMessage,
    timeoutMinutes,
    areas: areas.map(({ areaId, label }) => ({ areaId, label })),
  };
}

const selectorSchema = saveSelectorBodySchema.extend({
  timeoutMinutes: timeoutFormInput(saveSelectorBodySchema.shape.timeoutMinutes),
});

/** SaveBot's schema on the body the form sends, each problem on its field (an area's, on the areas). */
export const selectorProblems: (form: SelectorForm) => SelectorProblems = schemaResolver<SelectorForm>(
  selectorSchema,
  { body: (form) => ({ ...selectorBody(form), timeoutMinutes: typedTimeout(form.timeoutMinutes) }) },
);

export function selectorBody(form: SelectorForm): SaveSelectorBody {
  return {
    message: form.message.trim(),
    chosenMessage: form.chosenMessage.trim(),
    areas: form.areas.map(({ areaId, label }) => ({ areaId, label: label.trim() })),
    timeoutMinutes: form.timeoutMinutes === "" ? 0 : form.timeoutMinutes,
  };
}

const AREA_MESSAGES: string[] = [
  BOT_MESSAGES.selectorAreasTooMany,
  BOT_MESSAGES.selectorAreaInvalid,
  BOT_MESSAGES.selectorAreaRepeated,
  BOT_MESSAGES.selectorAreaMissing,
  BOT_MESSAGES.selectorLabelTooLong,
];

/** The field a refusal of the server is about; none for the rest (shown above the save button). */
export function fieldOfServerMessage(message: string): SelectorField | null {
  if (message === BOT_MESSAGES.selectorMessageRequired) return "message";
  if (message === BOT_MESSAGES.completeAllFields) return "chosenMessage";
  if (message === BOT_MESSAGES.timeoutInvalid) return "timeoutMinutes";
  return AREA_MESSAGES.includes(message) ? "areas" : null;
}
