import { BOT_LIMITS } from "@consola/shared";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";

type BotTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message under the field, or true to mark it without one (the form says why once). */
  error?: string | boolean | null | undefined;
  /** Offered as buttons that write the placeholder where the cursor is. */
  placeholders?: readonly string[];
  /** Short options are one line (WhatsApp buttons); messages are a growing text area. */
  maxLength?: number;
  singleLine?: boolean;
  hint?: string;
  "data-testid"?: string;
};

/**
 * One text a bot sends, with a character counter and, when it may name the business, the contact or the
 * area, buttons that insert the placeholder at the cursor and give the focus back to the text.
 */
export function BotTextField({
  label,
  value,
  onChange,
  error,
  placeholders = [],
  maxLength = BOT_LIMITS.textLength,
  singleLine = false,
  hint,
  "data-testid": testId,
}: BotTextFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement & HTMLInputElement>(null);

  const insert = (placeholder: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${placeholder}${value.slice(end)}`.slice(0, maxLength);
    // The new value is on screen before the caret moves, in this same event: a caret placed a frame later
    // jumped back over what a fast typist had already typed after the placeholder (seen in a browser test).
    flushSync(() => onChange(next));
    const caret = Math.min(start + placeholder.length, next.length);
    element?.focus();
    element?.setSelectionRange(caret, caret);
  };

  const counter = t("bots.counter", { count: value.length, max: maxLength });
  const common = {
    label,
    value,
    maxLength,
    error: error || undefined,
    description: hint ? `${hint} · ${counter}` : counter,
    inputWrapperOrder: ["label", "input", "description", "error"] as (
      | "label"
      | "input"
      | "description"
      | "error"
    )[],
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    "data-testid": testId,
  };

  return (
    <Stack gap={6}>
      {singleLine ? (
        <TextInput ref={field} {...common} />
      ) : (
        <Textarea ref={field} autosize minRows={2} maxRows={8} {...common} />
      )}
      {placeholders.length > 0 && (
        <Group gap={6}>
          {placeholders.map((placeholder) => (
            <Button
              key={placeholder}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={12} aria-hidden />}
              aria-label={t("bots.insertIn", { placeholder, field: label })}
              onClick={() => insert(placeholder)}
              styles={{ label: { textTransform: "none" } }}
            >
              {placeholder}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
