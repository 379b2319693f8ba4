import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../lib/api/save-file";
import { replacingToasts } from "../../../lib/notify/toast";
import type { ReportFile } from "../api/report-files";

/** A download under way: which file, and how many bytes have arrived. */
export type RunningDownload = { title: string; loaded: number };

/** Progress is shown in steps of this many bytes, not re-rendered for every network chunk. */
const PROGRESS_STEP = 64 * 1024;

const toast = replacingToasts();

/**
 * One report CSV at a time: start it, watch it arrive, cancel it. Leaving the page cancels it too, so a
 * forgotten year-long download does not keep streaming.
 */
export function useReportDownload() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<RunningDownload | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async ({ title, fetch }: ReportFile) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning({ title, loaded: 0 });
      let shown = 0;
      try {
        const file = await fetch({
          signal: abort.signal,
          onProgress: ({ loaded }) => {
            if (loaded - shown < PROGRESS_STEP) return;
            shown = loaded;
            setRunning({ title, loaded });
          },
        });
        saveFile(file, file.name);
        toast.done(t("reports.download.done", { name: file.name }), { bordered: true });
      } catch (error) {
        if (abort.signal.aborted) toast.neutral(t("reports.download.cancelled"), { bordered: true });
        else toast.failed(error, { bordered: true });
      } finally {
        controller.current = null;
        setRunning(null);
      }
    },
    [t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { running, start, cancel };
}
