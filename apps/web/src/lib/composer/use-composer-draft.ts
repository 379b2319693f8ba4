import { formatFileSize, MESSAGES, mediaLimitFor } from "@consola/shared";
import { type ChangeEvent, type KeyboardEvent, useState } from "react";

/** What a composer hands over: typed text, or one file with the text as its caption. */
export type Draft = { kind: "text"; text: string } | { kind: "file"; file: File; caption: string };

/** What every composer is given: whether a send is under way, and how to send (with a way to undo on failure). */
export type ComposerProps<Message> = {
  sending: boolean;
  onSend: (message: Message, onFailed?: () => void) => void;
};

/** The upload limit that applies to this file on this channel, or null when it fits. */
export function uploadError(channel: string, file: File): string | null {
  const limit = mediaLimitFor(
    channel === "whatsapp" ? "whatsapp" : "mms",
    file.type || "application/octet-stream",
  );
  return file.size > limit ? MESSAGES.uploadTooLarge(formatFileSize(limit)) : null;
}

/**
 * The text and file a composer is about to send. The box empties on send; a failed send gives the draft
 * back (unless something new was typed meanwhile), so nothing the user wrote is lost.
 */
export function useComposerDraft(channel: string) {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const pickFile = (picked: File | null) => {
    if (!picked) return;
    const error = uploadError(channel, picked);
    setFileError(error);
    setFile(error ? null : picked);
  };

  const submit = (send: (draft: Draft, onFailed: () => void) => void) => {
    if (file) {
      const sent = file;
      const caption = text.trim();
      setFile(null);
      setText("");
      send({ kind: "file", file: sent, caption }, () => {
        setFile(sent);
        setText(caption);
      });
      return;
    }
    const message = text.trim();
    if (!message) return;
    setText("");
    send({ kind: "text", text: message }, () => setText((current) => current || message));
  };

  const canSend = file !== null || text.trim() !== "";

  /** Value, typing and Enter-to-send for a one-line box (a caption, or the simulator's phone). */
  const lineInputProps = (send: () => void) => ({
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.currentTarget.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") {
        event.preventDefault();
        send();
      }
    },
  });

  return {
    text,
    setText,
    file,
    clearFile: () => setFile(null),
    fileError,
    pickFile,
    submit,
    canSend,
    lineInputProps,
  };
}
