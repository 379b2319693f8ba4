import { Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { readableShade } from "../../../lib/theme/theme";
import { useNow } from "../../../lib/time/use-now";

const HOUR_MS = 3_600_000;

/** "5 h 12 min": what is left of a duration, rounded down to the minute. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

type WindowTimeLeftProps = { expiresAt: string | null; size?: "xs" | "sm" };

/** The 24-hour customer-care window of an active chat: what is left before it times out. */
export function WindowTimeLeft({ expiresAt, size = "sm" }: WindowTimeLeftProps) {
  const { t } = useTranslation();
  const now = useNow();
  if (!expiresAt) {
    return (
      <Text size={size} c="dimmed">
        {t("chatLists.window.none")}
      </Text>
    );
  }
  const left = Date.parse(expiresAt) - now;
  const color = left < HOUR_MS ? "red" : left < 4 * HOUR_MS ? "orange" : "teal";
  return (
    <Tooltip label={t("chatLists.window.hint")} multiline w={240} withArrow>
      {/* The palette's own shades of teal and orange are below AA as text on white. */}
      <Text size={size} c={readableShade(color)} fw={600} style={{ whiteSpace: "nowrap" }} tabIndex={0}>
        {left <= 0 ? t("chatLists.window.expired") : formatTimeLeft(left)}
      </Text>
    </Tooltip>
  );
}
