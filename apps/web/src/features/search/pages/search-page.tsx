import { isBusinessManager, SEARCH_QUERY_MAX_LENGTH } from "@consola/shared";
import { Button, Group, Highlight, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageToolbar } from "../../../components/page-toolbar";
import { formatPhone } from "../../../lib/format/phone";
import { useSession } from "../../../lib/session/use-session";
import { ChatResultRow } from "../components/chat-result-row";
import { chatLink, contactLink } from "../components/result-links";
import { ResultRow } from "../components/result-row";
import { ResultSection } from "../components/result-section";

const who = (name: string, phone: string) => name.trim() || formatPhone(phone);

/** /search?q=…: where the header search leads; contacts, chats and messages matching the words. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get("q")?.trim().slice(0, SEARCH_QUERY_MAX_LENGTH) ?? "";
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const { profile } = useSession();
  const viewer = { userId: profile?.userId ?? 0, manager: profile ? isBusinessManager(profile.role) : false };
  const words = query.split(/\s+/).filter(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageToolbar
        subtitle={
          query
            ? t("search.resultsFor", { query })
            : viewer.manager
              ? t("searchResults.subtitle")
              : t("searchResults.subtitleAgent")
        }
      />
      {/* biome-ignore lint/a11y/useSemanticElements: Safari before 17 has no <search>; role="search" is announced the same. */}
      <form onSubmit={submit} role="search">
        <Group gap="xs" wrap="nowrap" maw={560}>
          <TextInput
            style={{ flex: 1 }}
            type="search"
            placeholder={t("layout.searchPlaceholder")}
            aria-label={t("search.title")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t("searchResults.submit")}</Button>
        </Group>
      </form>
      {!query ? (
        <Text c="dimmed">{t("searchResults.noQueryHint")}</Text>
      ) : (
        <>
          <ResultSection query={query} section="contacts">
            {(hit) => (
              <ResultRow key={hit.id} to={contactLink(hit.id)} title={who(hit.name, hit.phoneNumber)}>
                <Text size="sm" c="dimmed">
                  {formatPhone(hit.phoneNumber)}
                </Text>
              </ResultRow>
            )}
          </ResultSection>
          <ResultSection query={query} section="chats">
            {(hit) => (
              <ChatResultRow
                key={hit.conversationId}
                to={chatLink(hit, viewer)}
                title={who(hit.contactName, hit.phoneNumber)}
                status={hit.status}
                at={hit.lastMessageAt}
              >
                <Text size="sm" c="dimmed" truncate>
                  {hit.agentName
                    ? t("searchResults.agent", { name: hit.agentName })
                    : t("searchResults.unassigned")}
                  {hit.lastMessage ? ` · ${hit.lastMessage}` : ""}
                </Text>
              </ChatResultRow>
            )}
          </ResultSection>
          <ResultSection query={query} section="messages">
            {(hit) => (
              <ChatResultRow
                key={hit.id}
                to={chatLink(hit, viewer)}
                title={who(hit.contactName, hit.phoneNumber)}
                status={hit.status}
                at={hit.createdAt}
              >
                <Text size="xs" c="dimmed">
                  {hit.direction === "in" ? t("searchResults.fromContact") : t("searchResults.fromAgent")}
                </Text>
                <Highlight size="sm" highlight={words} lineClamp={2}>
                  {hit.body}
                </Highlight>
              </ChatResultRow>
            )}
          </ResultSection>
        </>
      )}
    </Stack>
  );
}
