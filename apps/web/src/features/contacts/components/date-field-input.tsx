import "@mantine/dates/styles.css";
import { ActionIcon, Popover, TextInput } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

type DateFieldInputProps = {
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  error?: ReactNode;
};

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed as AAAA-MM-DD, or picked from a calendar beside it. Typed text stays as it is, so a date
 * that does not exist is told in the server's words instead of being silently dropped, as a date picker's
 * own input would.
 */
export function DateFieldInput({ label, required, value, onChange, onBlur, error }: DateFieldInputProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <TextInput
      label={label}
      required={required}
      error={error}
      value={value}
      placeholder={t("contacts.form.datePlaceholder")}
      inputMode="numeric"
      maxLength={10}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t("contacts.form.pickDateOf", { name: label })}
              aria-expanded={opened}
              onClick={() => setOpened((open) => !open)}
            >
              <IconCalendar size={16} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              locale="es"
              value={DATE_SHAPE.test(value) ? value : null}
              defaultDate={DATE_SHAPE.test(value) ? value : undefined}
              onChange={(date) => {
                onChange(date ?? "");
                setOpened(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
