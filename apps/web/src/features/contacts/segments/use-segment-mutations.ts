import type { SaveSegmentBody, Segment } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeSegment, saveSegment } from "../../../data/segments/segments-api";
import { toast } from "../../../lib/notify/toast";
import { contactKeys, downloadContactsCsv } from "../api/contacts-api";

/**
 * Save, remove and export a segment. A save or removal reads the segments again (ConfigChanged does the same
 * in the business's other consoles) and the contacts pages, which may be showing its members.
 */
export function useSegmentMutations() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const changes = ["segments"] as const;
  const refreshMembers = () => void client.invalidateQueries({ queryKey: contactKeys.lists });
  const save = useConfigMutation({
    mutationFn: (body: SaveSegmentBody) => saveSegment(body),
    changes,
    onSaved: refreshMembers,
  });
  const remove = useConfigMutation({
    mutationFn: (segment: Segment) => removeSegment(segment.id),
    changes,
    onSaved: refreshMembers,
  });
  const exportCsv = useMutation({
    mutationFn: (segment: Segment) => downloadContactsCsv({ segmentId: segment.id }),
    onSuccess: (_, segment) => toast.done(t("segments.exported", { name: segment.name }), { bordered: true }),
    onError: (error) => toast.failed(error, { bordered: true }),
  });
  return { save, remove, exportCsv };
}
