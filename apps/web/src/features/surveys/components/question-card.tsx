import { SURVEY_LIMITS } from "@consola/shared";
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { END, newAnswer, type QuestionValues, type SurveyFormValues } from "./survey-form-values";
import { fieldId } from "./survey-issues";

export type NextOption = { value: string; label: string };

type QuestionCardProps = {
  form: UseFormReturnType<SurveyFormValues>;
  question: QuestionValues;
  index: number;
  total: number;
  /** Every question as a "Siguiente" choice ("3. ¿Cómo…?"), this one's left out here. */
  nextOptions: readonly NextOption[];
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** Keeps the card's buttons, so the focus can come back to them after a move. */
  keep: (key: string) => (element: HTMLButtonElement | null) => void;
  /**
   * What the card shows, in one string (its values, its faults, its place, the questions it may lead to):
   * the card is drawn again only when it changes, not at each keystroke in another question.
   */
  signature: string;
};

const errorText = (message: unknown) =>
  typeof message === "string" || typeof message === "number" ? message : null;

/**
 * One question: its key, text and type; a choice's answers (text, optional score, where each leads) or an
 * open question's next step. Moved with up and down, removed with the bin. The form's own setters read its
 * latest values, so a card not drawn again still writes to the current form.
 */
export const QuestionCard = memo(QuestionCardView, (before, after) => before.signature === after.signature);

function QuestionCardView({
  form,
  question,
  index,
  total,
  nextOptions,
  onMove,
  onRemove,
  keep,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const path = `questions.${index}`;
  const headingId = `${fieldId(path)}-title`;
  const options = [
    { value: END, label: t("surveys.editor.end") },
    ...nextOptions.filter((option) => option.value !== question.uid),
  ];
  const questionError = errorText(form.errors[path]);
  const answersError = errorText(form.errors[`${path}.answers`]);
  const following = nextOptions[index + 1]?.value ?? END;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="survey-question"
      id={`survey-question-${index}`}
    >
      <Stack gap="sm" role="group" aria-labelledby={headingId}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            <span id={fieldId(path)} tabIndex={-1}>
              {t("surveys.editor.question", { number })}
            </span>
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t("surveys.editor.up")}>
              <ActionIcon
                ref={keep(`${question.uid}-up`)}
                variant="default"
                aria-label={t("surveys.editor.upOf", { number })}
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("surveys.editor.down")}>
              <ActionIcon
                ref={keep(`${question.uid}-down`)}
                variant="default"
                aria-label={t("surveys.editor.downOf", { number })}
                disabled={index === total - 1}
                onClick={() => onMove(index, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("surveys.editor.remove")}>
              <ActionIcon
                ref={keep(`${question.uid}-remove`)}
                variant="light"
                color="red"
                aria-label={t("surveys.editor.removeOf", { number })}
                disabled={total === 1}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {questionError && (
          <Text size="sm" c="var(--mantine-color-error)" data-testid="question-error">
            {questionError}
          </Text>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            id={fieldId(`${path}.key`)}
            label={t("surveys.editor.key")}
            description={t("surveys.editor.keyHint")}
            maxLength={SURVEY_LIMITS.keyLength}
            w={{ base: "100%", xs: 180 }}
            withAsterisk
            {...form.getInputProps(`${path}.key`)}
          />
          <Radio.Group
            id={fieldId(`${path}.type`)}
            label={t("surveys.editor.type")}
            style={{ flex: "1 1 220px" }}
            {...form.getInputProps(`${path}.type`)}
          >
            <Group gap="md" mt={8}>
              <Radio value="choice" label={t("surveys.editor.types.choice")} />
              <Radio value="open" label={t("surveys.editor.types.open")} />
            </Group>
          </Radio.Group>
        </Group>
        <Textarea
          id={fieldId(`${path}.text`)}
          label={t("surveys.editor.text")}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={SURVEY_LIMITS.textLength}
          withAsterisk
          {...form.getInputProps(`${path}.text`)}
        />
        {question.type === "open" ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t("surveys.editor.openHint")}
            </Text>
            {/* Native lists: a survey holds up to 50 questions of 10 answers, each with its list of every
                question. Mantine's Select mounted 40 of them in ~300 ms; a phone shows its own picker. */}
            <NativeSelect
              id={fieldId(`${path}.next`)}
              label={t("surveys.editor.next")}
              data={options}
              maw={420}
              {...form.getInputProps(`${path}.next`)}
            />
          </Stack>
        ) : (
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {t("surveys.editor.answers")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("surveys.editor.answersHint", {
                  length: SURVEY_LIMITS.answerLength,
                  min: SURVEY_LIMITS.score.min,
                  max: SURVEY_LIMITS.score.max,
                })}
              </Text>
            </div>
            <Stack component="ol" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {question.answers.map((answer, answerIndex) => {
                const answerPath = `${path}.answers.${answerIndex}`;
                const answerNumber = answerIndex + 1;
                return (
                  <li key={answer.uid}>
                    <Group
                      role="group"
                      aria-label={t("surveys.editor.answer", { number: answerNumber })}
                      align="flex-start"
                      gap="xs"
                      wrap="wrap"
                      data-testid="survey-answer"
                      // A rule down each answer's left keeps its three fields together when they wrap.
                      style={{ borderLeft: "3px solid var(--mantine-color-default-border)", paddingLeft: 8 }}
                    >
                      <TextInput
                        id={fieldId(`${answerPath}.text`)}
                        label={t("surveys.editor.answerText")}
                        maxLength={SURVEY_LIMITS.answerLength}
                        style={{ flex: "1 1 130px" }}
                        withAsterisk
                        {...form.getInputProps(`${answerPath}.text`)}
                      />
                      <NumberInput
                        id={fieldId(`${answerPath}.score`)}
                        label={t("surveys.editor.score")}
                        min={SURVEY_LIMITS.score.min}
                        max={SURVEY_LIMITS.score.max}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="strict"
                        w={96}
                        {...form.getInputProps(`${answerPath}.score`)}
                      />
                      <NativeSelect
                        id={fieldId(`${answerPath}.next`)}
                        label={t("surveys.editor.next")}
                        data={options}
                        style={{ flex: "1 1 170px" }}
                        {...form.getInputProps(`${answerPath}.next`)}
                      />
                      <Tooltip label={t("surveys.editor.remove")}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mt={26}
                          aria-label={t("surveys.editor.removeAnswerOf", {
                            answer: answerNumber,
                            number,
                          })}
                          disabled={question.answers.length === 1}
                          onClick={() => form.removeListItem(`${path}.answers`, answerIndex)}
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </li>
                );
              })}
            </Stack>
            {answersError && (
              <Text size="sm" c="var(--mantine-color-error)">
                {answersError}
              </Text>
            )}
            <Group gap="xs">
              <Button
                id={fieldId(`${path}.answers`)}
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t("surveys.editor.addAnswerOf", { number })}
                disabled={question.answers.length >= SURVEY_LIMITS.answers}
                onClick={() => form.insertListItem(`${path}.answers`, newAnswer(following))}
              >
                {t("surveys.editor.addAnswer")}
              </Button>
              {question.answers.length >= SURVEY_LIMITS.answers && (
                <Text size="xs" c="dimmed">
                  {t("surveys.editor.answersFull", { max: SURVEY_LIMITS.answers })}
                </Text>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
