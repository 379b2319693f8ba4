import type { QuickAnswer } from "@consola/shared";
import { Badge, Group, Paper, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./quick-answer-picker.module.css";

type QuickAnswerPickerProps = {
  listId: string;
  query: string;
  matches: QuickAnswer[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (answer: QuickAnswer) => void;
  onHover: (index: number) => void;
};

/**
 * The list the "/" of the composer opens, above the message box. The focus stays in the box (the keys are
 * handled there); the mouse works too, without taking the focus away.
 */
export function QuickAnswerPicker({
  listId,
  query,
  matches,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: QuickAnswerPickerProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    option?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  return (
    <Paper className={classes.picker} withBorder shadow="md" radius="md" data-testid="quick-answer-picker">
      <Group justify="space-between" gap="xs" px="sm" py={6} className={classes.header}>
        <Text size="xs" fw={600}>
          {t("conversations.composer.quickAnswers")}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="xs">
          {t("conversations.composer.pickerHint")}
        </Text>
      </Group>
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py="xs" role="status">
          {query
            ? t("conversations.composer.pickerNoMatch", { query })
            : t("conversations.composer.noQuickAnswers")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} type="auto">
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t("conversations.composer.quickAnswers")}
            className={classes.list}
          >
            {matches.map((answer, index) => (
              <UnstyledButton
                component="div"
                key={answer.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                data-index={index}
                data-active={index === activeIndex || undefined}
                className={classes.option}
                // The box keeps the focus: the caret and the typed word stay where they are.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => onHover(index)}
                onClick={() => onPick(answer)}
              >
                {answer.shortcut && (
                  <Badge variant="light" radius="sm" size="sm" tt="none" className={classes.shortcut}>
                    /{answer.shortcut}
                  </Badge>
                )}
                <Text size="sm" lineClamp={2} className={classes.message}>
                  {answer.message}
                </Text>
              </UnstyledButton>
            ))}
          </div>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
