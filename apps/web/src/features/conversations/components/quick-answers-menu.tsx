import { ActionIcon, Center, Loader, Menu, ScrollArea, Text, TextInput, Tooltip } from "@mantine/core";
import { IconBolt, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi } from "../../../data/chats/chats-api";

type QuickAnswersMenuProps = { onPick: (message: string) => void };

/** The business's quick answers (ListQuicklyAnswer), searchable; a pick goes into the message box. */
export function QuickAnswersMenu({ onPick }: QuickAnswersMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState("");
  const answers = useQuery({
    queryKey: chatKeys.quickAnswers,
    queryFn: () => chatsApi.quickAnswers(),
    enabled: opened,
    staleTime: 60_000,
  });
  const needle = filter.trim().toLocaleLowerCase("es");
  const shown = (answers.data ?? []).filter((answer) =>
    answer.message.toLocaleLowerCase("es").includes(needle),
  );
  return (
    <Menu opened={opened} onChange={setOpened} position="top-start" width={360} shadow="md" withArrow>
      <Menu.Target>
        <Tooltip label={t("conversations.composer.quickAnswers")} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("conversations.composer.quickAnswers")}
          >
            <IconBolt size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("conversations.composer.quickAnswers")}</Menu.Label>
        <TextInput
          size="xs"
          mx={6}
          mb={6}
          leftSection={<IconSearch size={14} />}
          placeholder={t("conversations.composer.quickAnswersSearch")}
          aria-label={t("conversations.composer.quickAnswersSearch")}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-autofocus
        />
        <ScrollArea.Autosize mah={260} type="auto">
          {answers.isPending ? (
            <Center py="sm">
              <Loader size="xs" />
            </Center>
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t("conversations.composer.noQuickAnswers")}
            </Text>
          ) : (
            shown.map((answer) => (
              <Menu.Item key={answer.id} onClick={() => onPick(answer.message)}>
                <Text size="sm" lineClamp={2}>
                  {answer.message}
                </Text>
              </Menu.Item>
            ))
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
