import type { MessageView } from "@consola/shared";
import { Tooltip } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type DeliveryTicksProps = { status: MessageView["status"]; error: string | null };

/** queued/sending: clock; sent: one tick; delivered: two; read: two in blue; failed: a red mark with the reason. */
export function DeliveryTicks({ status, error }: DeliveryTicksProps) {
  const { t } = useTranslation();
  if (status === "received") return null;
  const label =
    status === "failed" && error
      ? t("conversations.messages.failedWith", { error })
      : t(`conversations.messages.status.${status}`);
  const icon =
    status === "failed" ? (
      <IconAlertCircle size={15} color="var(--mantine-color-red-6)" />
    ) : status === "read" ? (
      <IconChecks size={15} color="var(--mantine-color-blue-6)" />
    ) : status === "delivered" ? (
      <IconChecks size={15} color="var(--mantine-color-gray-6)" />
    ) : status === "sent" ? (
      <IconCheck size={15} color="var(--mantine-color-gray-6)" />
    ) : (
      <IconClock size={13} color="var(--mantine-color-gray-5)" />
    );
  return (
    <Tooltip label={label}>
      <span
        role="img"
        aria-label={label}
        data-testid="delivery-status"
        data-status={status}
        style={{ display: "inline-flex" }}
      >
        {icon}
      </span>
    </Tooltip>
  );
}
