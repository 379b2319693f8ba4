import { Alert, Select, type SelectProps } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTransferCandidates } from "../../../data/chats";
import type { TransferCandidate } from "../../../data/chats/chats-api";
import { CandidateOption } from "./candidate-option";

type CandidateSelectProps = Omit<SelectProps, "data" | "renderOption" | "label" | "placeholder"> & {
  /** The candidates are read only while the dialog holding the field is open. */
  enabled: boolean;
  /** Who has the chat now: listed, but not a choice. */
  currentAgentId?: number | null;
};

/** Whom a chat can be given to: each person with their availability and how many chats they hold. */
export function CandidateSelect({
  enabled,
  currentAgentId = null,
  disabled,
  ...props
}: CandidateSelectProps) {
  const { t } = useTranslation();
  const candidates = useTransferCandidates(enabled);
  const byId = new Map<string, TransferCandidate>(
    (candidates.data ?? []).map((person) => [String(person.id), person]),
  );
  const options = (candidates.data ?? []).map((person) => ({
    value: String(person.id),
    label: person.name,
    disabled: person.id === currentAgentId,
  }));
  return (
    <>
      {candidates.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {t("chatLists.assign.loadError")}
        </Alert>
      )}
      <Select
        label={t("chatLists.assign.person")}
        placeholder={t("chatLists.assign.placeholder")}
        nothingFoundMessage={t("chatLists.assign.nothingFound")}
        data={options}
        renderOption={({ option }) => {
          const person = byId.get(option.value);
          return person ? (
            <CandidateOption person={person} current={person.id === currentAgentId} />
          ) : (
            option.label
          );
        }}
        searchable
        required
        withAsterisk
        disabled={disabled || candidates.isPending}
        comboboxProps={{ withinPortal: true }}
        {...props}
      />
    </>
  );
}
