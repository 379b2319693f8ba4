import {
  BOT_LIMITS,
  BOT_MESSAGES,
  type NameChangeTexts,
  type SaveChatBotBody,
  saveChatBotBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { timeoutFormInput, typedTimeout } from "./timeout-field";

export type NameChangeForm = Omit<NameChangeTexts, "timeoutMinutes"> & {
  active: boolean;
  timeoutMinutes: number | "";
};

export const NAME_CHANGE_TEXT_FIELDS = [
  "firstMessage",
  "yesOption",
  "noOption",
  "askName",
  "confirm",
  "done",
] as const;
export type NameChangeField = (typeof NAME_CHANGE_TEXT_FIELDS)[number] | "timeoutMinutes";

/** Which fields are wrong, and the one message the spec gives for an empty one. */
export type NameChangeProblems = {
  fields: Partial<Record<NameChangeField, string | true>>;
  message: string | null;
};

export function nameChangeFormFrom(active: boolean, texts: NameChangeTexts): NameChangeForm {
  return { active, ...texts };
}

const [, nameChangeBotSchema] = saveChatBotBodySchema.options;
const nameChangeSchema = nameChangeBotSchema.extend({
  texts: nameChangeBotSchema.shape.texts.extend({
    timeoutMinutes: timeoutFormInput(nameChangeBotSchema.shape.texts.shape.timeoutMinutes),
  }),
});
const nameChangeErrors = schemaResolver<NameChangeForm>(nameChangeSchema, {
  body: (form) => {
    const body = nameChangeBody(form);
    return { ...body, texts: { ...body.texts, timeoutMinutes: typedTimeout(form.timeoutMinutes) } };
  },
  fields: (path) => (path.startsWith("texts.") ? path.slice("texts.".length) : null),
});

/**
 * SaveChatBot's schema on the body the form sends: any empty field is "Completa todos los campos" (spec
 * section 5), said once and marked on each; an option past 24 characters or a timeout out of range says so
 * on its field.
 */
export function nameChangeProblems(form: NameChangeForm): NameChangeProblems {
  const fields: NameChangeProblems["fields"] = {};
  let empty = false;
  for (const [field, message] of Object.entries(nameChangeErrors(form))) {
    const empties = message === BOT_MESSAGES.completeAllFields;
    fields[field as NameChangeField] = empties ? true : message;
    empty ||= empties;
  }
  return { fields, message: empty ? BOT_MESSAGES.completeAllFields : null };
}

export const hasProblems = (problems: NameChangeProblems) =>
  problems.message !== null || Object.keys(problems.fields).length > 0;

export function nameChangeBody(form: NameChangeForm): SaveChatBotBody {
  return {
    type: "name_change",
    active: form.active,
    texts: {
      firstMessage: form.firstMessage.trim(),
      yesOption: form.yesOption.trim(),
      noOption: form.noOption.trim(),
      askName: form.askName.trim(),
      confirm: form.confirm.trim(),
      done: form.done.trim(),
      timeoutMinutes: form.timeoutMinutes === "" ? 0 : form.timeoutMinutes,
    },
  };
}

/** A refusal of the server, put on the field it is about (the rest shows above the save button). */
export function fieldOfServerMessage(message: string, form: NameChangeForm): NameChangeProblems["fields"] {
  if (message === BOT_MESSAGES.timeoutInvalid) return { timeoutMinutes: message };
  if (message === BOT_MESSAGES.optionTooLong) {
    const long = (["yesOption", "noOption"] as const).filter(
      (field) => form[field].trim().length > BOT_LIMITS.optionLength,
    );
    return Object.fromEntries(
      (long.length ? long : ["yesOption", "noOption"]).map((field) => [field, message]),
    );
  }
  if (message === BOT_MESSAGES.completeAllFields) return nameChangeProblems(form).fields;
  return {};
}
