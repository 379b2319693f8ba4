import { CONVERSATION_STATUS_NAMES, type ConversationStatus } from "@consola/shared";
import { Badge, type MantineColor } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<ConversationStatus, MantineColor> = {
  pending: "orange",
  bot: "violet",
  active: "teal",
  closed: "gray",
  timed_out: "red",
};

type ChatStatusBadgeProps = { status: ConversationStatus; endReason?: string | null };

/** A chat's state in the spec's Spanish words (Pendiente, Activo, Cerrado, Caducado…). */
export function ChatStatusBadge({ status, endReason }: ChatStatusBadgeProps) {
  const { t } = useTranslation();
  // A deleted pending chat is stored as closed; saying "Eliminado" keeps reports honest.
  const deleted = status === "closed" && endReason === "deleted";
  return (
    <Badge
      color={deleted ? "dark" : COLORS[status]}
      variant="light"
      radius="sm"
      data-testid="chat-status"
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {deleted ? t("chatLists.deletedStatus") : CONVERSATION_STATUS_NAMES[status]}
    </Badge>
  );
}
