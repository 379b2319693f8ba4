import { type ChatSummary, PENDING_PREVIEW_COUNT } from "@consola/shared";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconInbox } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { labelQueries } from "../../data/labels/queries";
import { LIST_PATHS } from "./chat-links";
import { PendingEntry } from "./pending-entry";

type PendingBlockProps = {
  chats: ChatSummary[];
  total: number;
  onTake: (chat: ChatSummary) => void;
  takingId: number | null;
  /** Links to the pending pages, for administrators and supervisors (agents may not open them). */
  linkable?: boolean;
};

/**
 * The pending list as a block of another page: the spec shows 3 entries, then all of them on "más"
 * (PENDING_PREVIEW_COUNT). The hub listener of data/chats keeps the data fresh.
 */
export function PendingBlock({ chats, total, onTake, takingId, linkable = true }: PendingBlockProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // One read of the business's labels for every entry's chips (cached with the other lists').
  const labels = useQuery(labelQueries.list(null)).data;
  const visible = expanded ? chats : chats.slice(0, PENDING_PREVIEW_COUNT);
  const hidden = total - PENDING_PREVIEW_COUNT;

  return (
    <Paper withBorder radius="lg" shadow="xs" p="md" data-testid="pending-block">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconInbox size={20} color="var(--mantine-color-orange-6)" aria-hidden />
          <Title order={2} fz="md" fw={650}>
            {t("chatLists.pendingBlock.title")}
          </Title>
          {/* White on Mantine's orange is 2.6:1; autoContrast writes the count in dark text (8.2:1). */}
          <Badge color="orange" variant="filled" autoContrast circle={total < 10}>
            {total}
          </Badge>
        </Group>
        {linkable && (
          <Anchor component={Link} to={LIST_PATHS.pending} size="sm">
            {t("chatLists.pendingBlock.viewAll")}
          </Anchor>
        )}
      </Group>
      {chats.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          {t("chatLists.pendingBlock.empty")}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {visible.map((chat) => (
            <PendingEntry
              key={chat.id}
              chat={chat}
              onTake={onTake}
              taking={takingId === chat.id}
              linkable={linkable}
              labels={labels}
            />
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? t("chatLists.pendingBlock.less") : t("chatLists.pendingBlock.more", { count: hidden })}
        </Button>
      )}
    </Paper>
  );
}
