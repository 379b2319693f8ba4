import { CHAT_MESSAGES } from "@consola/shared";
import { type ChannelRecord, type ChannelTemplate, renderTemplate } from "../../channels/channel-adapter.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { sendableTemplates } from "../templates/sendable-templates.js";

export type TemplateChoice = { templateName: string; language: string; params: string[] };

/** The provider's template with that name (in that language when it has several) and its rendered text. */
export async function resolveTemplate(
  deps: Pick<AppDeps, "db" | "channels">,
  channel: ChannelRecord,
  choice: TemplateChoice,
): Promise<{ template: ChannelTemplate; body: string }> {
  const templates = await sendableTemplates(deps, channel);
  const named = templates.filter((template) => template.name === choice.templateName);
  const template = named.find((candidate) => candidate.language === choice.language) ?? named[0];
  if (!template) throw new ValidationError(CHAT_MESSAGES.templateNotFound);
  const params = choice.params.map((param) => param.trim());
  if (params.length !== template.paramCount || params.some((param) => param.length === 0)) {
    throw new ValidationError(CHAT_MESSAGES.templateParamsMismatch);
  }
  return { template, body: renderTemplate(template.body, params) };
}
