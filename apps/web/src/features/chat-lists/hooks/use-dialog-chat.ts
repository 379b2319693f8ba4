import type { ChatSummary } from "@consola/shared";
import { useState } from "react";

/** Which chat a dialog is open for (null: closed). */
export function useDialogChat() {
  const [chat, setChat] = useState<ChatSummary | null>(null);
  return { chat, open: setChat, close: () => setChat(null) };
}
