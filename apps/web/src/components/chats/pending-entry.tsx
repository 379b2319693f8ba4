import type { ChatSummary, Label } from "@consola/shared";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatPhone } from "../../lib/format/phone";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { LabelChips } from "../labels/label-chips";
import { CampaignBadge } from "./campaign-badge";
import { ChannelBadge } from "./channel-badge";
import { cutPreview, detailHref } from "./chat-links";
import { OutOfHoursBadge } from "./out-of-hours-badge";
import { TakeChatButton } from "./take-chat-button";

type PendingEntryProps = {
  chat: ChatSummary;
  onTake: (chat: ChatSummary) => void;
  taking: boolean;
  linkable?: boolean;
  /** The business's labels, which name the chat's chips. */
  labels?: readonly Label[] | undefined;
};

export function PendingEntry({ chat, onTake, taking, linkable = true, labels }: PendingEntryProps) {
  const { formatDateTime } = useBusinessClock();
  const name = chat.contact.name || formatPhone(chat.phone);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="xs"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
      data-testid="pending-entry"
    >
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        {linkable ? (
          <Anchor component={Link} to={detailHref("pending", chat)} fw={600} size="sm" truncate>
            {name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
        )}
        <Text size="sm" c="dimmed" truncate>
          {cutPreview(chat.lastMessage)}
        </Text>
        {/* The channel sits by the date so narrow columns keep room for the name. */}
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(chat.date, "YYYY-MM-DD HH:mm")}
          </Text>
          <ChannelBadge channel={chat.channel} />
        </Group>
        <OutOfHoursBadge chat={chat} />
        <CampaignBadge chat={chat} />
        {chat.labelIds.length > 0 && <LabelChips ids={chat.labelIds} labels={labels} />}
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <TakeChatButton chat={chat} name={name} onTake={onTake} taking={taking} size="compact-sm" />
      </Stack>
    </Group>
  );
}
