import { CHAT_MESSAGES, type ContactImportMapping, type ContactImportPreview } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  contactImportKeys,
  downloadRejectedCsv,
  importFileProblem,
  startImport,
  uploadImportFile,
} from "../api/contact-import-api";
import { contactKeys } from "../api/contacts-api";
import { contactQueries } from "../queries";
import {
  type ColumnTarget,
  type ColumnTargets,
  mappingOf,
  mappingProblem,
  targetsOf,
} from "./import-column-targets";

export type ImportStep = "file" | "mapping" | "result";

/** How often the dialog asks how the import goes. */
const POLL_MS = 1_000;

/** The import dialog's state: the file sent, the mapping chosen, then the run followed until it ends. */
export function useContactImport() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ContactImportPreview | null>(null);
  const [fields, setFields] = useState<ColumnTargets>([]);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [importId, setImportId] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: uploadImportFile,
    onSuccess: (answer) => {
      setPreview(answer);
      setFields(targetsOf(answer));
      setMappingError(null);
    },
  });
  const start = useMutation({
    mutationFn: ({ id, mapping }: { id: number; mapping: ContactImportMapping }) => startImport(id, mapping),
    onSuccess: (status) => {
      client.setQueryData(contactImportKeys.status(status.importId), status);
      setImportId(status.importId);
    },
  });
  const status = useQuery({
    ...contactQueries.importStatus(importId ?? 0),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? POLL_MS : false),
  });
  const download = useMutation({ mutationFn: downloadRejectedCsv });

  const ended = status.data?.status === "done" || status.data?.status === "failed";
  useEffect(() => {
    // The list shows the new and changed contacts as soon as the import ends.
    if (ended) void client.invalidateQueries({ queryKey: contactKeys.lists });
  }, [ended, client]);

  const step: ImportStep = importId !== null ? "result" : preview ? "mapping" : "file";

  return {
    step,
    file,
    fileError: fileError ?? (upload.error ? upload.error.message : null),
    uploading: upload.isPending,
    chooseFile(next: File | null) {
      setFile(next);
      setFileError(null);
      upload.reset();
    },
    sendFile() {
      if (!file) return setFileError(CHAT_MESSAGES.fileRequired);
      const problem = importFileProblem(file);
      if (problem) return setFileError(problem);
      upload.mutate(file);
    },
    preview,
    fields,
    setField(column: number, field: ColumnTarget) {
      // One field comes from one column: choosing it here takes it from wherever it was.
      setFields((current) =>
        current.map((value, index) =>
          index === column ? field : field !== null && value === field ? null : value,
        ),
      );
      setMappingError(null);
    },
    mappingError: mappingError ?? (start.error ? start.error.message : null),
    starting: start.isPending,
    startImport() {
      if (!preview) return;
      const problem = mappingProblem(fields);
      if (problem) return setMappingError(problem);
      start.mutate({ id: preview.importId, mapping: mappingOf(fields) });
    },
    chooseAnother() {
      setPreview(null);
      setFields([]);
      start.reset();
    },
    status: status.data,
    statusError: status.error ? status.error.message : null,
    downloading: download.isPending,
    downloadError: download.error ? download.error.message : null,
    downloadRejected() {
      if (importId !== null) download.mutate(importId);
    },
  };
}

export type ContactImport = ReturnType<typeof useContactImport>;
