import { Badge, Tooltip } from "@mantine/core";
import { IconClockHour4, IconInfinity } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNow } from "../hooks/use-now";
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
  if (left === null) {
    if (channel === "whatsapp") return null;
    return (
      <Badge
        variant="light"
        tt="none"
        size={compact ? "sm" : "lg"}
        fw={600}
        style={{ flexShrink: 0 }}
        color="gray"
        leftSection={<IconInfinity size={14} />}
        data-testid={compact ? "window-countdown-compact" : "window-countdown"}
      >
        {t("conversations.header.noWindow")}
      </Badge>
    );
  }
  if (left.expired) {
    return (
      <Badge
        variant="light"
        tt="none"
        size={compact ? "sm" : "lg"}
        fw={600}
        style={{ flexShrink: 0 }}
        color="red"
        leftSection={<IconClockHour4 size={14} />}
        data-testid={compact ? "window-countdown-compact" : "window-countdown"}
      >
        {t("conversations.header.windowClosed")}
      </Badge>
    );
  }
  const color = left.totalMinutes < 60 ? "red" : left.totalMinutes < 180 ? "orange" : "teal";
  return (
    <Tooltip label={t("conversations.header.windowHint")}>
      <Badge
        variant="light"
        tt="none"
        size={compact ? "sm" : "lg"}
        fw={600}
        style={{ flexShrink: 0 }}
        color={color}
        leftSection={<IconClockHour4 size={14} />}
        data-testid={compact ? "window-countdown-compact" : "window-countdown"}
      >
        {t(compact ? "conversations.header.windowLeftShort" : "conversations.header.windowLeft", {
          hours: left.hours,
          minutes: left.minutes,
        })}
      </Badge>
    </Tooltip>
  );
}
