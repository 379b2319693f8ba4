import { isBusinessManager, type Segment } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { EmptyNotice } from "../../../components/empty-notice";
import { ListCountHeader } from "../../../components/lists/list-count-header";
import { ListSection } from "../../../components/lists/list-section";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { PageToolbar } from "../../../components/page-toolbar";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { labelQueries } from "../../../data/labels/queries";
import { segmentQueries } from "../../../data/segments/queries";
import { useSession } from "../../../lib/session/use-session";
import { SegmentBuilderModal } from "./segment-builder-modal";
import { SegmentsTable } from "./segments-table";
import { useSegmentMutations } from "./use-segment-mutations";

/** The segment the builder shows (null: a new one); kept while the builder fades out after closing. */
type Editing = { segment: Segment | null } | null;

type SegmentsTabProps = {
  /** Shows the segment's members in the contacts tab. */
  onView: (segment: Segment) => void;
};

/**
 * The contacts screen's "Segmentos" tab: every segment of the business with what it asks of a contact.
 * Everyone sees them and their members; managers build, change and remove them; the admin exports them.
 */
export function SegmentsTab({ onView }: SegmentsTabProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  const manage = role !== null && isBusinessManager(role);
  const list = useQuery(segmentQueries.list());
  const labels = useQuery(labelQueries.list(null)).data;
  const fields = useQuery(contactFieldQueries.list(null)).data;
  const { save, remove, exportCsv } = useSegmentMutations();
  const builder = useDialogTarget<Editing>(null);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<Segment | null>(null);
  const segments = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageToolbar subtitle={t("segments.subtitle")}>
        {manage && (
          <NewItemButton label={t("segments.new")} onClick={() => builder.open({ segment: null })} />
        )}
      </PageToolbar>
      <ListSection
        header={
          list.data && (
            <ListCountHeader
              label={t("segments.count", { count: segments.length })}
              testId="segments-count"
            />
          )
        }
        list={list}
        loadErrorTitle={t("segments.loadError")}
        empty={
          segments.length === 0 && (
            <EmptyNotice
              icon={<IconFilter size={26} />}
              title={t("segments.empty")}
              hint={t(manage ? "segments.emptyHint" : "segments.emptyAgent")}
            />
          )
        }
      >
        <SegmentsTable
          segments={segments}
          labels={labels}
          fields={fields}
          powers={{ manage, export: role === "ProviderAdmin" }}
          exporting={exportCsv.isPending ? (exportCsv.variables?.id ?? null) : null}
          onView={onView}
          onExport={(segment) => exportCsv.mutate(segment)}
          onEdit={(segment) => builder.open({ segment })}
          onRemove={confirm.open}
        />
      </ListSection>
      {manage && (
        <SegmentBuilderModal
          opened={builder.opened}
          segment={builder.target?.segment ?? null}
          onClose={builder.close}
          onSave={(body) => save.mutateAsync(body)}
        />
      )}
      <ConfirmDialog
        opened={confirm.opened}
        title={t("segments.remove.title")}
        question={t("segments.remove.question", { name: confirm.target?.name ?? "" })}
        explanation={t("segments.remove.explanation")}
        confirmLabel={t("segments.remove.confirm")}
        cancelLabel={t("segments.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
