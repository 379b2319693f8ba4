import { CONTACT_FIELD_OPTION_MAX_LENGTH, CONTACT_FIELD_OPTIONS_MAX } from "@consola/shared";
import { ActionIcon, Button, Group, Input, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

type FieldOptionsEditorProps = {
  options: string[];
  onChange: (options: string[]) => void;
  /** The message under one value, by its position. */
  errorOf: (index: number) => string | undefined;
  /** The message about the list as a whole (none, or one repeated). */
  error: string | undefined;
};

/** A list field's values, one input each: added at the end (which takes the focus) or removed. */
export function FieldOptionsEditor({ options, onChange, errorOf, error }: FieldOptionsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const input = inputs.current[Math.min(focusIndex.current, options.length - 1)];
    focusIndex.current = null;
    input?.focus();
  });

  const add = () => {
    focusIndex.current = options.length;
    onChange([...options, ""]);
  };
  const remove = (index: number) => {
    focusIndex.current = index;
    onChange(options.filter((_, position) => position !== index));
  };

  return (
    <Input.Wrapper
      label={t("contactFields.form.options")}
      description={t("contactFields.form.optionsHint")}
      error={error}
      withAsterisk
      labelElement="div"
      id={id}
    >
      <Stack gap="xs" mt={6} role="group" aria-labelledby={`${id}-label`}>
        {options.map((option, index) => {
          const position = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a value is its position while it is typed
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                style={{ flex: 1 }}
                aria-label={t("contactFields.form.optionOf", { position })}
                value={option}
                maxLength={CONTACT_FIELD_OPTION_MAX_LENGTH}
                error={errorOf(index)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange(options.map((current, at) => (at === index ? value : current)));
                }}
                onKeyDown={(event) => {
                  // Enter adds the next value instead of sending the form half-written.
                  if (event.key === "Enter" && index === options.length - 1 && option.trim() !== "") {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("contactFields.form.removeOptionOf", { position })}
                disabled={options.length === 1}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={options.length >= CONTACT_FIELD_OPTIONS_MAX}
            onClick={add}
          >
            {t("contactFields.form.addOption")}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
