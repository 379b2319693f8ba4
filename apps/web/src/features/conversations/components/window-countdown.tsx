import { Badge, Tooltip } from "@mantine/core";
import { IconClockHour4, IconInfinity } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../lib/time/use-now";
import { windowLeft } from "../window-left";

type WindowCountdownProps = {
  expiresAt: string | null;
  channel: string;
  /** Phones: only the time, smaller. */
  compact?: boolean;
};

/** Time until the chat closes, live (spec section 2: hours and minutes). */
export function WindowCountdown({ expiresAt, channel, compact = false }: WindowCountdownProps) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const left = windowLeft(expiresAt, now);
  if (left === null && channel === "whatsapp") return null;

  const badge = (color: string, icon: ReactNode, text: string) => (
    <Badge
      variant="light"
      tt="none"
      size={compact ? "sm" : "lg"}
      fw={600}
      style={{ flexShrink: 0 }}
      color={color}
      leftSection={icon}
      data-testid={compact ? "window-countdown-compact" : "window-countdown"}
    >
      {text}
    </Badge>
  );
  // SMS and MMS have no 24-hour window.
  if (left === null) return badge("gray", <IconInfinity size={14} />, t("conversations.header.noWindow"));
  if (left.expired) {
    return badge("red", <IconClockHour4 size={14} />, t("conversations.header.windowClosed"));
  }
  const color = left.totalMinutes < 60 ? "red" : left.totalMinutes < 180 ? "orange" : "teal";
  const key = compact ? "conversations.header.windowLeftShort" : "conversations.header.windowLeft";
  return (
    <Tooltip label={t("conversations.header.windowHint")}>
      {badge(color, <IconClockHour4 size={14} />, t(key, { hours: left.hours, minutes: left.minutes }))}
    </Tooltip>
  );
}
