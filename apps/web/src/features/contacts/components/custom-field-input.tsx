import { CONTACT_FIELD_MAX_LENGTH, type ContactField } from "@consola/shared";
import { Select, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NO, YES } from "./custom-field-values";
import { DateFieldInput } from "./date-field-input";

type CustomFieldInputProps = {
  field: ContactField;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
};

/**
 * One custom field with the input its type asks for. Every one holds text, as the person typed it; the
 * form reads it with the server's rules on sending, so a wrong value shows the server's own words under it.
 */
export function CustomFieldInput({ field, value, onChange, onBlur, error }: CustomFieldInputProps) {
  const { t } = useTranslation();
  const common = { label: field.name, required: field.required, error, onBlur };
  const text = (props: { type?: string; inputMode?: "decimal" | "email" | "tel"; placeholder?: string }) => (
    <TextInput
      {...common}
      {...props}
      value={value}
      maxLength={CONTACT_FIELD_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  switch (field.type) {
    case "text":
      return text({});
    case "number":
      return text({ inputMode: "decimal" });
    case "email":
      return text({ type: "email", placeholder: t("contacts.form.emailPlaceholder") });
    case "phone":
      return text({ type: "tel", inputMode: "tel" });
    case "date":
      return <DateFieldInput {...common} value={value} onChange={onChange} />;
    case "list":
    case "yesno": {
      const data =
        field.type === "list"
          ? field.options
          : [
              { value: YES, label: t("contacts.form.yes") },
              { value: NO, label: t("contacts.form.no") },
            ];
      return (
        <Select
          {...common}
          data={data}
          value={value === "" ? null : value}
          onChange={(next) => onChange(next ?? "")}
          placeholder={t("contacts.form.choose")}
          // A required field is chosen, never emptied again.
          clearable={!field.required}
          allowDeselect={!field.required}
          clearButtonProps={{ "aria-label": t("contacts.form.clearOf", { name: field.name }) }}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
  }
}
