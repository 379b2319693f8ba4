import type { MessageView } from "@consola/shared";
import { api } from "../../../lib/api/api";

export type SimulatorChannel = "whatsapp" | "sms";
/** The contact the simulator plays (picked on the left, chatting on the right). */
export type PlayedContact = { phoneNumber: string; name: string; channel: SimulatorChannel };
export type SimulatorContact = { id: number; name: string; phoneNumber: string };
export type SimulatorPage = { contact: SimulatorContact | null; items: MessageView[]; hasMore: boolean };
export type SimulatorSent = { messageId: number; conversationId: number; contactId: number };
/** Platform admins name the business (business_id); a business admin's token already says it. */
export type SimulatorScope = { businessId: number; named: boolean };

const scoped = (scope: SimulatorScope) => (scope.named ? { business_id: scope.businessId } : {});

export const simulatorApi = {
  contacts: (scope: SimulatorScope, search: string, signal?: AbortSignal) =>
    api.post<SimulatorContact[]>(
      "/api/sandbox/Contacts",
      { ...scoped(scope), ...(search.trim() ? { search: search.trim() } : {}) },
      { signal },
    ),
  conversation: (scope: SimulatorScope, phoneNumber: string, beforeId: number | null, signal?: AbortSignal) =>
    api.post<SimulatorPage>(
      "/api/sandbox/Conversation",
      { ...scoped(scope), phoneNumber, ...(beforeId ? { beforeId } : {}) },
      { signal },
    ),
  send: (
    scope: SimulatorScope,
    input: {
      phoneNumber: string;
      name?: string;
      channel: SimulatorChannel;
      message?: string;
      location?: { latitude: number; longitude: number; name?: string };
    },
  ) => api.post<SimulatorSent>("/api/sandbox/Send", { ...scoped(scope), ...input }),
  sendFile: (
    scope: SimulatorScope,
    input: { phoneNumber: string; name?: string; channel: SimulatorChannel; caption: string; file: File },
  ) => {
    const form = new FormData();
    if (scope.named) form.set("business_id", String(scope.businessId));
    form.set("phoneNumber", input.phoneNumber);
    if (input.name) form.set("name", input.name);
    form.set("channel", input.channel);
    form.set("caption", input.caption);
    form.set("file", input.file, input.file.name);
    return api.postForm<SimulatorSent>("/api/sandbox/SendMedia", form);
  },
};

export const simulatorKeys = {
  contacts: (businessId: number, search: string) => ["simulator", businessId, "contacts", search] as const,
  conversation: (businessId: number, phoneNumber: string) =>
    ["simulator", businessId, "conversation", phoneNumber] as const,
};
