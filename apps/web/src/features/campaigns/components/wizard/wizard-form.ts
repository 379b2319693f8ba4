import type { UseFormReturnType } from "@mantine/form";
import type { WizardValues } from "./wizard-values";

/** The wizard's one form, which every step reads and writes. */
export type WizardForm = UseFormReturnType<WizardValues>;

/** A select's props on a string field of the form: "" while nothing is chosen, and the field's error. */
export function selectProps(
  form: WizardForm,
  field: "channelId" | "templateId" | "segmentId" | "labelId" | "importId",
) {
  return {
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ""),
    error: form.errors[field],
  };
}
