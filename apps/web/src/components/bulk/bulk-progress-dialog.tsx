import type { BulkJob } from "@consola/shared";
import { Modal } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useBulkJob, useCancelBulkAction } from "../../data/bulk/use-bulk-job";
import { toast } from "../../lib/notify/toast";
import { DIALOG_STYLES } from "../dialogs/dialog-styles";
import { BulkProgressPanel } from "./bulk-progress-panel";

type BulkProgressDialogProps = {
  /** The job to follow; null keeps the dialog closed. */
  jobId: number | null;
  title: string;
  /** Once, when the job ends (done, cancelled or failed): the lists it changed read again. */
  onEnded?: (job: BulkJob) => void;
  onClose: () => void;
};

/**
 * A started bulk action in a dialog: its progress, read every second while it runs, then its result. It
 * cannot be dismissed while it runs (the job would go on unseen): "Cancelar" stops it instead.
 */
export function BulkProgressDialog({ jobId, title, onEnded, onClose }: BulkProgressDialogProps) {
  const job = useBulkJob(jobId).data;
  const cancel = useCancelBulkAction();
  const running = job?.status === "running";
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (!job || job.status === "running" || announced.current === job.id) return;
    announced.current = job.id;
    onEnded?.(job);
  }, [job, onEnded]);

  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={jobId !== null}
      onClose={() => {
        if (!running) onClose();
      }}
      title={title}
      centered
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      // The result has its own "Cerrar"; a second one in the title bar would be read twice.
      withCloseButton={false}
    >
      {job && (
        <BulkProgressPanel
          job={job}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate(job.id, { onError: (error) => toast.failed(error) })}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
