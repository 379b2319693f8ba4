import { Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./phone-preview.module.css";

type PhonePreviewProps = {
  /** What the contact's phone shows at the top of the chat: the business's name. */
  title: string;
  /** Names the preview for screen readers ("Vista previa…"). */
  label: string;
  children: ReactNode;
  "data-testid"?: string;
};

/**
 * A phone's chat screen with the bot's messages as the contact reads them: the business on the left, the
 * contact's answers on the right. A picture (the bots' previews), or a chat that can be played when a
 * message's options are given `onPick` (the survey preview).
 */
export function PhonePreview({ title, label, children, "data-testid": testId }: PhonePreviewProps) {
  return (
    <figure className={classes.phone} aria-label={label} data-testid={testId} style={{ margin: "0 auto" }}>
      <div className={classes.top}>
        <Text fw={600} size="sm" truncate>
          {title}
        </Text>
      </div>
      <ol className={classes.screen}>{children}</ol>
    </figure>
  );
}

type PreviewMessageProps = {
  from: "bot" | "contact";
  /** Read before the text by screen readers: who says it. */
  who: string;
  text: string;
  /** WhatsApp reply buttons or list rows under the bot's message. */
  options?: string[];
  optionsAs?: "buttons" | "list";
  /** Makes the options real buttons: the preview plays the chat (pressing one answers with it). */
  onPick?: (index: number) => void;
  /** The pressable options' names, when the option's text alone would not say what pressing does. */
  optionLabel?: (option: string, index: number) => string;
  "data-testid"?: string;
};

/** One message of the preview, with the options the contact can tap under it. */
export function PreviewMessage({
  from,
  who,
  text,
  options,
  optionsAs = "buttons",
  onPick,
  optionLabel,
  "data-testid": testId,
}: PreviewMessageProps) {
  const { t } = useTranslation();
  const optionClass = optionsAs === "list" ? `${classes.option} ${classes.listOption}` : classes.option;
  return (
    <li className={classes.row} data-from={from} data-testid={testId}>
      <Text size="sm" className={classes.bubble}>
        <VisuallyHidden component="span">{who}: </VisuallyHidden>
        {text}
      </Text>
      {options && options.length > 0 && optionsAs === "list" && (
        <Text
          size="sm"
          className={`${classes.option} ${classes.listButton}`}
          data-testid="preview-list-button"
        >
          <IconList size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 6 }} />
          {t("phonePreview.listButton")}
        </Text>
      )}
      {options && options.length > 0 && (
        <ul className={classes.options} data-as={optionsAs}>
          {options.map((option, index) =>
            onPick ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; the position keeps each apart
              <li key={index}>
                <UnstyledButton
                  className={`${optionClass} ${classes.pressable}`}
                  fz="sm"
                  onClick={() => onPick(index)}
                  aria-label={optionLabel?.(option, index)}
                  data-testid="preview-option"
                >
                  {option}
                </UnstyledButton>
              </li>
            ) : (
              <Text
                component="li"
                size="sm"
                // Options may repeat while being typed; the position keeps each apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is a picture redrawn as a whole
                key={index}
                className={optionClass}
                data-testid="preview-option"
              >
                {option}
              </Text>
            ),
          )}
        </ul>
      )}
    </li>
  );
}

/** A quiet line in the middle of the chat ("el contacto toca…", "después de 10 minutos…"). */
export function PreviewNote({ children }: { children: ReactNode }) {
  return (
    <Text component="li" size="xs" className={classes.note}>
      {children}
    </Text>
  );
}
