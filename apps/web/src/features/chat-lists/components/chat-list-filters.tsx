import "@mantine/dates/styles.css";
import { Button, Group, Input, SegmentedControl, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconCalendar, IconFilterOff, IconHash, IconUser, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelFilter } from "../../../components/labels/label-filter";
import type { ChatListKind, EndedStatus } from "../../../data/chats/chat-lists-api";
import { labelQueries } from "../../../data/labels/queries";
import type { ListChanges, ListParams } from "../hooks/use-list-params";

type ChatListFiltersProps = {
  kind: ChatListKind;
  params: ListParams;
  filtered: boolean;
  onChange: (changes: Partial<Omit<ListChanges, "page">>) => void;
  onClear: () => void;
};

const TYPING_PAUSE_MS = 350;

/** Filter by agent name and contact number (spec section 2) and by labels; closed chats add closing day and state. */
export function ChatListFilters({ kind, params, filtered, onChange, onClear }: ChatListFiltersProps) {
  const { t } = useTranslation();
  const [agent, setAgent] = useState(params.agentName);
  const [number, setNumber] = useState(params.contactNumber);
  // Ask the server once the user pauses, not on every key; both boxes' changes travel together.
  const pending = useRef<{ agent?: string; number?: string }>({});
  const flush = useDebouncedCallback(() => {
    const changes = pending.current;
    pending.current = {};
    onChange(changes);
  }, TYPING_PAUSE_MS);
  const commit = (changes: { agent?: string; number?: string }) => {
    pending.current = { ...pending.current, ...changes };
    flush();
  };

  // "Limpiar filtros" or the browser's back button change the URL: the boxes follow it.
  useEffect(() => setAgent(params.agentName), [params.agentName]);
  useEffect(() => setNumber(params.contactNumber), [params.contactNumber]);

  const statuses: EndedStatus[] = ["all", "closed", "timed_out"];
  const labels = useQuery(labelQueries.list(null)).data;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t("chatLists.filters.label")}>
      {kind !== "pending" && kind !== "bot" && (
        <TextInput
          label={t("chatLists.filters.agent")}
          placeholder={t("chatLists.filters.agentPlaceholder")}
          leftSection={<IconUser size={16} aria-hidden />}
          value={agent}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setAgent(value);
            commit({ agent: value.trim() });
          }}
          w={{ base: "100%", xs: 220 }}
        />
      )}
      <TextInput
        label={t("chatLists.filters.number")}
        placeholder={t("chatLists.filters.numberPlaceholder")}
        leftSection={<IconHash size={16} aria-hidden />}
        inputMode="numeric"
        value={number}
        onChange={(event) => {
          // Numbers are matched by their digits; "+52 81…" pasted from elsewhere still works.
          const value = event.currentTarget.value.replace(/\D/g, "").slice(0, 20);
          setNumber(value);
          commit({ number: value });
        }}
        w={{ base: "100%", xs: 200 }}
      />
      <LabelFilter
        labels={labels}
        ids={params.labelIds}
        match={params.labelMatch}
        onChange={(change) =>
          onChange({
            ...(change.ids ? { labels: change.ids.length > 0 ? change.ids.join(",") : null } : {}),
            ...(change.match ? { match: change.match === "all" ? "all" : null } : {}),
          })
        }
      />
      {kind === "ended" && (
        <>
          <DatePickerInput
            label={t("chatLists.filters.day")}
            placeholder={t("chatLists.filters.dayPlaceholder")}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={params.closingDay}
            onChange={(value) => onChange({ day: value })}
            valueFormat="YYYY-MM-DD"
            locale="es"
            clearable
            maxDate={new Date()}
            w={{ base: "100%", xs: 190 }}
          />
          <Input.Wrapper label={t("chatLists.filters.status")} labelElement="div">
            <SegmentedControl
              display="flex"
              aria-label={t("chatLists.filters.status")}
              value={params.status}
              onChange={(value) => onChange({ status: value })}
              data={statuses.map((status) => ({
                value: status,
                label: t(`chatLists.endedStatus.${status}`),
              }))}
            />
          </Input.Wrapper>
        </>
      )}
      {params.campaignId !== null && (
        <Button
          variant="light"
          color="grape"
          rightSection={<IconX size={14} aria-hidden />}
          // The visible words first (what a voice user says), then what the button does.
          aria-label={`${t("chatLists.filters.campaign", { id: params.campaignId })}. ${t("chatLists.filters.campaignRemove")}`}
          onClick={() => onChange({ campaign: null })}
          data-testid="campaign-filter"
        >
          {t("chatLists.filters.campaign", { id: params.campaignId })}
        </Button>
      )}
      {filtered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            flush.cancel();
            pending.current = {};
            onClear();
          }}
        >
          {t("chatLists.filters.clear")}
        </Button>
      )}
    </Group>
  );
}
