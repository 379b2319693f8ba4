import { Text, TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { filterPattern, type InputPattern } from "../../lib/forms/input-patterns";

export type PatternTextInputProps = Omit<TextInputProps, "onChange" | "value" | "pattern"> & {
  pattern: InputPattern;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text input that takes only the characters of its pattern (spec section 5, decision 008): a refused
 * character is not taken, what was typed stays, and a hint under the field says what was left out.
 */
export function PatternTextInput({ pattern, value, onChange, ...props }: PatternTextInputProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string[]>([]);
  const hint =
    refused.length > 0
      ? t(`forms.patternRefused.${pattern}`, { characters: [...new Set(refused)].join(" ") })
      : "";
  return (
    <TextInput
      {...props}
      value={value}
      inputContainer={(children) => (
        <>
          {children}
          {/* Always there, so screen readers hear the hint when it appears. */}
          <Text size="xs" c="dimmed" mt={hint ? 4 : 0} role="status" data-testid="pattern-hint">
            {hint}
          </Text>
        </>
      )}
      onChange={(event) => {
        const next = filterPattern(pattern, event.currentTarget.value);
        setRefused(next.refused);
        onChange(next.value);
      }}
    />
  );
}
