import type { BulkJob } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRowSelection } from "../../../components/bulk/use-row-selection";
import { useStartBulkAction } from "../../../data/bulk/use-bulk-job";
import { chatKeys } from "../../../data/chats/chat-keys";
import { toast } from "../../../lib/notify/toast";
import { type BulkLabelsAction, bulkLabelsBody } from "../api/bulk-labels-body";
import { type ContactFilters, contactKeys, downloadContactsCsv } from "../api/contacts-api";

type Options = {
  /** The ids of the contacts on screen, in order. */
  pageIds: readonly number[];
  /** How many contacts the filters match, once the list has answered. */
  matchingTotal: number | undefined;
  filters: ContactFilters;
};

/**
 * The contacts list's selection and its bulk actions: put labels on the contacts chosen (or on every one the
 * filters match) or take them off, one job followed in the progress dialog; or download them as a CSV. Once it ends the lists and
 * details read again and the selection clears.
 */
export function useBulkContacts({ pageIds, matchingTotal, filters }: Options) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selection = useRowSelection<number>({ pageIds, matchingTotal });
  const start = useStartBulkAction();
  const [dialog, setDialog] = useState<BulkLabelsAction | null>(null);
  const [job, setJob] = useState<{ id: number; action: BulkJob["action"] } | null>(null);
  const { clear } = selection;

  // Other filters show other contacts: a selection made under the previous ones would act out of sight.
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    if (filterKey) clear();
  }, [filterKey, clear]);

  const submit = (labelIds: number[]) => {
    if (!dialog) return Promise.resolve();
    return start.mutateAsync(bulkLabelsBody(dialog, labelIds, selection, filters)).then((answer) => {
      setDialog(null);
      setJob({ id: answer.id, action: answer.action });
    });
  };

  // The selection as a CSV: the rows ticked, or every contact the filters match.
  const exportCsv = useMutation({
    mutationFn: () =>
      downloadContactsCsv(selection.allMatching ? { filters } : { contactIds: selection.ids }),
    onSuccess: () => toast.done(t("contacts.exported"), { bordered: true }),
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  const onEnded = useCallback(() => {
    // The hub patched what each batch changed; what no cache held reads again.
    void queryClient.invalidateQueries({ queryKey: contactKeys.lists });
    void queryClient.invalidateQueries({ queryKey: contactKeys.details });
    void queryClient.invalidateQueries({ queryKey: chatKeys.contactDetails });
    clear();
  }, [queryClient, clear]);

  return {
    selection,
    /** Rows on screen, all ticked when "all matching" is offered. */
    pageCount: pageIds.length,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    starting: start.isPending,
    submit,
    exportCsv,
    job,
    onEnded,
    dismissJob: () => setJob(null),
  };
}

export type BulkContacts = ReturnType<typeof useBulkContacts>;
