import {
  BREAKPOINT_MOBILE_PX,
  type ChannelLine,
  TEMPLATE_CATEGORY_NAMES,
  TEMPLATE_LANGUAGE_NAMES,
  TEMPLATE_REJECTED_REASONS,
  type TemplateCategory,
  type TemplateLanguage,
  type WhatsappTemplate,
} from "@consola/shared";
import { Button, Group, Select, Stack, Table, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMessage2, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { textMatches } from "../../../lib/format/fold";
import { useLineTemplates } from "../hooks/use-channels";
import { TemplateStatusBadge } from "./template-status-badge";

type TemplatesPanelProps = {
  lines: ChannelLine[];
  syncing: boolean;
  onSync: (channelId: number) => void;
  onCreate: (channelId: number) => void;
};

/** The line the business sends templates from: its first active provider line, else its first WhatsApp line. */
function defaultLine(lines: ChannelLine[]): ChannelLine | undefined {
  const active = lines.filter((line) => line.status === "active");
  return active.find((line) => line.provider !== "sandbox") ?? active[0] ?? lines[0];
}

const languageName = (code: string) => TEMPLATE_LANGUAGE_NAMES[code as TemplateLanguage] ?? code;
const categoryName = (code: string) => TEMPLATE_CATEGORY_NAMES[code as TemplateCategory] ?? code;

/** A WhatsApp line's templates with their approval state: sync them from the provider or create one. */
export function TemplatesPanel({ lines, syncing, onSync, onCreate }: TemplatesPanelProps) {
  const { t } = useTranslation();
  const whatsapp = lines.filter((line) => line.kind === "whatsapp");
  const [chosen, setChosen] = useState<number | null>(null);
  const line = whatsapp.find((candidate) => candidate.id === chosen) ?? defaultLine(whatsapp);
  const list = useLineTemplates(line?.id ?? null);
  const [search, setSearch] = useState("");

  if (!line) {
    return (
      <EmptyNotice
        framed
        icon={<IconMessage2 size={26} />}
        title={t("channels.templates.noLines")}
        hint={t("channels.templates.noLinesHint")}
      />
    );
  }

  const templates = list.data ?? [];
  const shown = templates.filter((template) => textMatches(search, template.name, template.body));
  const lineLabel = (candidate: ChannelLine) =>
    `${candidate.phoneNumber || candidate.externalId} · ${t(`channels.provider.${candidate.provider}`)}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t("channels.templates.line")}
          data={whatsapp.map((candidate) => ({ value: String(candidate.id), label: lineLabel(candidate) }))}
          value={String(line.id)}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
          w={{ base: "100%", sm: 360 }}
        />
        <Group gap="xs">
          <Tooltip label={t("channels.templates.syncHint")} multiline w={260}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={syncing}
              onClick={() => onSync(line.id)}
            >
              {t("channels.templates.sync")}
            </Button>
          </Tooltip>
          <NewItemButton label={t("channels.templates.new")} onClick={() => onCreate(line.id)} />
        </Group>
      </Group>
      <SearchableListSection
        texts="channels.templates"
        search={search}
        onSearch={setSearch}
        list={list}
        count={
          list.data && {
            label: t("channels.templates.count", { count: templates.length }),
            testId: "templates-count",
          }
        }
        empty={shown.length === 0}
        emptyIcon={<IconMessage2 size={26} />}
      >
        <TemplatesTable templates={shown} />
      </SearchableListSection>
    </Stack>
  );
}

function RejectedReason({ template }: { template: WhatsappTemplate }) {
  const { t } = useTranslation();
  if (template.status !== "REJECTED" || !template.rejectedReason) return null;
  const reason = TEMPLATE_REJECTED_REASONS[template.rejectedReason] ?? template.rejectedReason;
  return <Text size="xs">{t("channels.templates.rejected", { reason })}</Text>;
}

/** On a phone, one card per template, so its state stays in view instead of off a sideways table. */
function TemplateCards({ templates }: { templates: WhatsappTemplate[] }) {
  return (
    <Stack gap={0} data-testid="templates-cards">
      {templates.map((template) => (
        <Stack
          key={template.id}
          gap={6}
          p="md"
          data-testid="template-card"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {template.name}
            </Text>
            <TemplateStatusBadge status={template.status} />
          </Group>
          <Text size="xs">
            {languageName(template.language)} · {categoryName(template.category)}
          </Text>
          <RejectedReason template={template} />
          <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-wrap" }}>
            {template.body}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function TemplatesTable({ templates }: { templates: WhatsappTemplate[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`) ?? false;
  if (phone) return <TemplateCards templates={templates} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="templates-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("channels.templates.columns.name")}</Table.Th>
            <Table.Th>{t("channels.templates.columns.language")}</Table.Th>
            <Table.Th>{t("channels.templates.columns.category")}</Table.Th>
            <Table.Th>{t("channels.templates.columns.status")}</Table.Th>
            <Table.Th>{t("channels.templates.columns.body")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id} data-testid="template-row">
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {template.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{languageName(template.language)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{categoryName(template.category)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <TemplateStatusBadge status={template.status} />
                  <RejectedReason template={template} />
                </Stack>
              </Table.Td>
              <Table.Td miw={260}>
                <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-wrap" }}>
                  {template.body}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
