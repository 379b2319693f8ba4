import type { ChannelLine, ChannelTestResult } from "@consola/shared";
import { Paper, Skeleton, Stack, Tabs, Title } from "@mantine/core";
import { IconKey, IconMessage2, IconTopologyStar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { LineCard } from "../components/line-card";
import { LineFormModal } from "../components/line-form-modal";
import { LINE_KINDS, lineKindOf } from "../components/line-form-values";
import { TemplateFormModal } from "../components/template-form-modal";
import { TemplatesPanel } from "../components/templates-panel";
import { useChannelLines, useChannelMutations } from "../hooks/use-channels";

type Editing = { line: ChannelLine | null } | null;

type ChannelKind = ChannelLine["kind"];

const KIND_ORDER: readonly ChannelKind[] = ["whatsapp", "sms", "mms"];
/** The chat channel's lines: the business panel's "llaves del canal de chat". */
const CHAT_KINDS: readonly ChannelKind[] = ["whatsapp"];
/** The SMS and MMS lines: the business panel's "llaves de SMS y MMS". */
const SMS_KINDS: readonly ChannelKind[] = ["sms", "mms"];

type ChannelsPageProps = {
  /** The channels the page is about (every one unless said): their lines, new lines of them, templates. */
  kinds?: readonly ChannelKind[];
  /** What the page is for, under its title; the whole keys page's unless said. */
  subtitle?: string;
  /** What to add when there is no line yet. */
  emptyHint?: string;
};

/**
 * /config/smsConfig: the business's WhatsApp Cloud, SMS and MMS lines with their write-only provider keys
 * and "probar conexión" (the keys page of the spec is the first tab), and the WhatsApp templates of its
 * lines with their approval state (second tab). Given `kinds`, only the lines of those channels, new lines
 * of those only, and the templates only where WhatsApp is one of them (templates are WhatsApp's).
 */
export function ChannelsPage({ kinds = KIND_ORDER, subtitle, emptyHint }: ChannelsPageProps) {
  const { t } = useTranslation();
  const lines = useChannelLines();
  const { save, test, sync, submit } = useChannelMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [results, setResults] = useState<Record<number, ChannelTestResult>>({});
  const [creatingFor, setCreatingFor] = useState<number | null>(null);

  const shownKinds = KIND_ORDER.filter((kind) => kinds.includes(kind));
  const newLineKinds = LINE_KINDS.filter((kind) => shownKinds.some((shown) => lineKindOf(shown) === kind));
  const withTemplates = shownKinds.includes("whatsapp");
  const all = (lines.data ?? []).filter((line) => shownKinds.includes(line.kind));
  const runTest = async (line: ChannelLine) => {
    const result = await test.mutateAsync(line.id).catch(() => undefined);
    if (result) setResults((previous) => ({ ...previous, [line.id]: result }));
  };

  const linesList = lines.isPending ? (
    <Stack gap="md">
      <Skeleton height={160} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  ) : lines.isError ? (
    <Paper withBorder radius="lg">
      <LoadErrorAlert
        title={t("channels.loadError")}
        error={lines.error}
        onRetry={() => void lines.refetch()}
      />
    </Paper>
  ) : all.length === 0 ? (
    <EmptyNotice
      framed
      icon={<IconTopologyStar size={26} />}
      title={t("channels.empty")}
      hint={emptyHint ?? t("channels.emptyHint")}
    />
  ) : (
    <Stack gap="lg">
      {shownKinds.map((kind) => {
        const ofKind = all.filter((line) => line.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <Stack gap="sm" key={kind}>
            <Title order={2} size="h4">
              {t(`channels.kind.${kind}`)}
            </Title>
            {ofKind.map((line) => (
              <LineCard
                key={line.id}
                line={line}
                testing={test.isPending && test.variables === line.id}
                result={results[line.id]}
                onEdit={(chosen) => setEditing({ line: chosen })}
                onTest={(chosen) => void runTest(chosen)}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={subtitle ?? t("channels.subtitle")}>
        <NewItemButton label={t("channels.newLine")} onClick={() => setEditing({ line: null })} />
      </PageToolbar>
      {withTemplates ? (
        <Tabs defaultValue="lines" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="lines" leftSection={<IconKey size={16} aria-hidden />}>
              {t("channels.tabs.lines")}
            </Tabs.Tab>
            <Tabs.Tab value="templates" leftSection={<IconMessage2 size={16} aria-hidden />}>
              {t("channels.tabs.templates")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="lines" pt="md">
            {linesList}
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="md">
            {lines.isSuccess && (
              <TemplatesPanel
                lines={all}
                syncing={sync.isPending}
                onSync={(channelId) => sync.mutate(channelId)}
                onCreate={setCreatingFor}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      ) : (
        // Without templates there is nothing to switch to: the lines are the page.
        linesList
      )}
      <LineFormModal
        opened={editing !== null}
        kinds={newLineKinds}
        line={editing?.line ?? null}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          const { line } = await save.mutateAsync(body);
          // The keys changed: an earlier test result no longer says anything about them.
          setResults(({ [line.id]: _stale, ...rest }) => rest);
        }}
      />
      <TemplateFormModal
        channelId={creatingFor}
        onClose={() => setCreatingFor(null)}
        onSubmit={(body) => submit.mutateAsync(body)}
      />
    </Stack>
  );
}

/** The business panel's keys of the chat channel: the WhatsApp lines and their templates. */
export function ChatKeysPage() {
  const { t } = useTranslation();
  return (
    <ChannelsPage
      kinds={CHAT_KINDS}
      subtitle={t("channels.chatKeys.subtitle")}
      emptyHint={t("channels.chatKeys.emptyHint")}
    />
  );
}

/** The business panel's keys of SMS and MMS: the Twilio numbers, without templates. */
export function SmsLinesPage() {
  const { t } = useTranslation();
  return (
    <ChannelsPage
      kinds={SMS_KINDS}
      subtitle={t("channels.smsLines.subtitle")}
      emptyHint={t("channels.smsLines.emptyHint")}
    />
  );
}
