import { useTranslation } from "react-i18next";
import classes from "./message-bubble.module.css";

/** The contact's emoji on a message, at the foot of its bubble as WhatsApp shows it. */
export function ReactionBadge({ emoji }: { emoji: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={classes.reaction}
      role="img"
      aria-label={t("inboundMessages.reaction", { emoji })}
      data-testid="message-reaction"
    >
      {emoji}
    </span>
  );
}
