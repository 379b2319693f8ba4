import type { MessageView } from "@consola/shared";
import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { contactInitials } from "../../../app/layout/contact-initials";
import { MessageList } from "../../../components/messages/message-list";
import { useHubStatus } from "../../../lib/hub/hub-context";
import { toast } from "../../../lib/notify/toast";
import type { PlayedContact, SimulatorScope } from "../api/simulator-api";
import { useSimulatorConversation } from "../hooks/use-simulator-conversation";
import { type SimulatedMessage, useSimulatorSend } from "../hooks/use-simulator-send";
import { PhoneComposer } from "./phone-composer";
import classes from "./phone-view.module.css";

type PhoneViewProps = { scope: SimulatorScope; played: PlayedContact; businessName: string };

/** The contact's phone: their messages on the right, the business's replies on the left. */
export function PhoneView({ scope, played, businessName }: PhoneViewProps) {
  const { t } = useTranslation();
  const live = useHubStatus() === "ready";
  const history = useSimulatorConversation(scope, played.phoneNumber);
  const send = useSimulatorSend(scope, played);
  const authorOf = (message: MessageView) =>
    message.author === "contact"
      ? t("simulator.phone.you")
      : message.author === "agent"
        ? (message.agent?.name ?? t("simulator.phone.agent"))
        : t(`simulator.phone.${message.author}`);
  const deliver = (message: SimulatedMessage, onFailed?: () => void) =>
    send.mutate(message, {
      onError: (error) => {
        toast.failed(error);
        onFailed?.();
      },
    });

  return (
    <div className={classes.phone} data-testid="simulator-phone">
      <Group className={classes.top} gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar radius="xl" color="brand" variant="filled" size={38}>
            {contactInitials(businessName || "?")}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={700} size="sm" truncate c="white">
              {businessName}
            </Text>
            <Text size="xs" c="rgba(255,255,255,0.8)" truncate>
              {t("simulator.phone.online", { channel: t(`simulator.contact.${played.channel}`) })} ·{" "}
              {played.name || played.phoneNumber}
            </Text>
          </Stack>
        </Group>
        <Badge
          color={live ? "teal" : "gray"}
          // Teal's own shade is 2.5:1 on white: the label takes the darkest one (AA).
          c={live ? "teal.9" : "gray.7"}
          variant="white"
          size="sm"
          // The names beside it truncate; the badge never does ("EN …" on a phone).
          style={{ flexShrink: 0 }}
          data-testid="simulator-live"
        >
          {t("simulator.phone.live")}
        </Badge>
      </Group>
      {history.messages.length === 0 && !history.isPending ? (
        <Stack className={classes.emptyBody} justify="center" align="center" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            {t("simulator.phone.empty")}
          </Text>
        </Stack>
      ) : (
        <MessageList
          history={history}
          authorOf={authorOf}
          sideOf={(message) => (message.direction === "in" ? "right" : "left")}
          showTicks={false}
          // The phone is the contact's: a card they shared is theirs, not one to save.
          offerContactSave={false}
        />
      )}
      <PhoneComposer channel={played.channel} sending={send.isPending} onSend={deliver} />
    </div>
  );
}
