import type { SurveyDefinitionInput } from "@consola/shared";
import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconPlayerSkipBack, IconSend } from "@tabler/icons-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PhonePreview, PreviewMessage, PreviewNote } from "../../../components/phone/phone-preview";
import { whatsappOptionsAs } from "../../../components/phone/whatsapp-options";
import { type PlayStep, playSurvey } from "./survey-play";

type SurveyPlayerProps = {
  definition: Pick<SurveyDefinitionInput, "initialMessage" | "finalMessage" | "questions">;
  businessName: string;
};

const answerTexts = (question: SurveyDefinitionInput["questions"][number]) =>
  (question.answers ?? []).map((answer) => answer.text.trim() || "…");

/**
 * The survey as the contact gets it on WhatsApp, played: the initial message, each question with its answers
 * as buttons (or a list, when they do not fit WhatsApp's three short buttons), the reply, and the next
 * question the reply leads to, until the final message. It follows the editor as it changes.
 */
export function SurveyPlayer({ definition, businessName }: SurveyPlayerProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<PlayStep[]>([]);
  const [comment, setComment] = useState("");
  const phone = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  const play = playSurvey(definition, steps);
  const bot = t("surveys.preview.whoBot", { business: businessName });
  const contact = t("surveys.preview.whoContact");
  const text = (value: string) => value.trim() || "…";
  const { current } = play;
  const empty = definition.questions.length === 0;

  const reply = (step: PlayStep) => {
    played.current = true;
    setSteps([...steps.slice(0, play.kept), step]);
  };
  const sendComment = (key: string) => {
    reply({ key, reply: { text: comment.trim() || t("surveys.preview.sampleComment") } });
    setComment("");
  };

  // After a reply, the next question's first answer (or the comment box) takes the focus, so the survey
  // can be played from the keyboard; nothing moves the focus before the first reply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each reply
  useEffect(() => {
    if (!played.current) return;
    const target =
      phone.current?.querySelector<HTMLElement>('[data-testid="preview-question"] button') ??
      phone.current?.querySelector<HTMLElement>("[data-reply-box] input") ??
      phone.current?.querySelector<HTMLElement>("[data-restart]");
    target?.focus();
  }, [steps]);

  return (
    <Stack gap="xs" ref={phone}>
      <Text size="sm" c="dimmed">
        {t("surveys.preview.how")}
      </Text>
      <VisuallyHidden role="status" aria-live="polite" data-testid="preview-announcement">
        {!played.current
          ? ""
          : current
            ? t("surveys.preview.asked", { number: current.number, text: text(current.question.text) })
            : text(definition.finalMessage)}
      </VisuallyHidden>
      <PhonePreview title={businessName} label={t("surveys.preview.label")} data-testid="survey-preview">
        <PreviewMessage from="bot" who={bot} text={text(definition.initialMessage)} />
        {empty ? (
          <PreviewNote>{t("surveys.preview.empty")}</PreviewNote>
        ) : (
          <>
            {play.answered.map(({ question, reply: answer }, index) => {
              const options = question.type === "choice" ? answerTexts(question) : undefined;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a question may come twice in a looping draft
                <Fragment key={index}>
                  <PreviewMessage
                    from="bot"
                    who={bot}
                    text={text(question.text)}
                    options={options}
                    optionsAs={whatsappOptionsAs(options ?? [])}
                  />
                  <PreviewMessage from="contact" who={contact} text={answer} data-testid="preview-reply" />
                </Fragment>
              );
            })}
            {current ? (
              <PreviewMessage
                from="bot"
                who={bot}
                text={text(current.question.text)}
                options={current.question.type === "choice" ? answerTexts(current.question) : undefined}
                optionsAs={whatsappOptionsAs(answerTexts(current.question))}
                onPick={(answer) => reply({ key: current.question.key, reply: { answer } })}
                optionLabel={(option) => t("surveys.preview.answerAs", { answer: option })}
                data-testid="preview-question"
              />
            ) : (
              <>
                <PreviewMessage
                  from="bot"
                  who={bot}
                  text={text(definition.finalMessage)}
                  data-testid="preview-final"
                />
                <PreviewNote>{t("surveys.preview.finished")}</PreviewNote>
              </>
            )}
          </>
        )}
      </PhonePreview>
      {current?.question.type === "open" && (
        // Not a form of its own: the preview sits inside the editor's form, whose Enter saves.
        <Group gap="xs" align="flex-end" data-reply-box>
          <TextInput
            style={{ flex: 1 }}
            label={t("surveys.preview.openAnswer")}
            placeholder={t("surveys.preview.openPlaceholder")}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              sendComment(current.question.key);
            }}
          />
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => sendComment(current.question.key)}
          >
            {t("surveys.preview.send")}
          </Button>
        </Group>
      )}
      {steps.length > 0 && (
        <Group justify="center">
          <Button
            variant="default"
            size="xs"
            data-restart
            leftSection={<IconPlayerSkipBack size={14} aria-hidden />}
            onClick={() => {
              played.current = false;
              setSteps([]);
            }}
          >
            {t("surveys.preview.restart")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
