import {
  type SubmitTemplateBody,
  submitTemplateBodySchema,
  type TemplateCategory,
  type TemplateLanguage,
  templateParamCount,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

export type TemplateFormValues = {
  name: string;
  language: TemplateLanguage;
  category: TemplateCategory;
  body: string;
  examples: string[];
};

export const EMPTY_TEMPLATE: TemplateFormValues = {
  name: "",
  language: "es_MX",
  category: "UTILITY",
  body: "",
  examples: [],
};

/**
 * What WhatsApp accepts as a name, typed as the admin types: capitals become small letters, spaces and
 * hyphens become "_", accents lose their mark, and any other character is simply not taken.
 */
export function templateName(typed: string): string {
  return typed
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s-]/g, "_")
    .replace(/[^a-z0-9_]/g, "");
}

/** One example per {{n}} of the body, keeping what was typed for the ones still there. */
export function examplesFor(body: string, examples: readonly string[]): string[] {
  const count = Math.min(templateParamCount(body), 20);
  return Array.from({ length: count }, (_, index) => examples[index] ?? "");
}

/** The body with each {{n}} replaced by its example, as the reviewer and the contact will read it. */
export function templatePreview(body: string, examples: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (placeholder, index: string) => {
    const example = examples[Number(index) - 1]?.trim();
    return example ? example : placeholder;
  });
}

/** The next parameter to insert: one past the highest used. */
export function nextParam(body: string): string {
  return `{{${templateParamCount(body) + 1}}}`;
}

/**
 * Checks the form with the server's own schema: the field errors carry the same Spanish texts the server
 * would answer (the examples' error goes to the first empty example; one about the whole body, to the body).
 */
export function templateFormErrors(values: TemplateFormValues, channelId: number): Record<string, string> {
  return schemaResolver<TemplateFormValues>(submitTemplateBodySchema, {
    body: (typed) => templateBody(typed, channelId),
    fields: (path) => {
      const [field = ""] = path.split(".");
      if (field === "examples") {
        const empty = values.examples.findIndex((example) => example.trim() === "");
        return `examples.${empty < 0 ? 0 : empty}`;
      }
      return field === "" ? "body" : field;
    },
  })(values);
}

export function templateBody(values: TemplateFormValues, channelId: number): SubmitTemplateBody {
  return {
    channelId,
    name: values.name,
    language: values.language,
    category: values.category,
    body: values.body.trim(),
    examples: examplesFor(values.body, values.examples).map((example) => example.trim()),
  };
}
