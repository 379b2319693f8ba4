import { Badge, Center, Group, Loader, Menu, ScrollArea, Text, TextInput } from "@mantine/core";
import { IconBolt, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ToolButton } from "../../../components/tool-button";
import { useQuickAnswerList } from "../../../data/config/quick-answers-api";
import { matchQuickAnswers } from "./quick-answer-matching";

type QuickAnswersMenuProps = { onPick: (message: string) => void };

/**
 * The business's quick answers (ListQuicklyAnswer), searchable by shortcut and text; a pick goes into the
 * message box. The same live list as the "/" picker of the box.
 */
export function QuickAnswersMenu({ onPick }: QuickAnswersMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState("");
  const answers = useQuickAnswerList();
  const shown = matchQuickAnswers(answers.data ?? [], filter.trim());
  return (
    <Menu opened={opened} onChange={setOpened} position="top-start" width={360} shadow="md" withArrow>
      <Menu.Target>
        <ToolButton
          label={t("conversations.composer.quickAnswers")}
          icon={<IconBolt size={20} />}
          tooltipDisabled={opened}
        />
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
                <Group gap={8} wrap="nowrap" align="flex-start">
                  {answer.shortcut && (
                    <Badge variant="light" radius="sm" size="sm" tt="none" style={{ flexShrink: 0 }}>
                      /{answer.shortcut}
                    </Badge>
                  )}
                  <Text size="sm" lineClamp={2}>
                    {answer.message}
                  </Text>
                </Group>
              </Menu.Item>
            ))
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
