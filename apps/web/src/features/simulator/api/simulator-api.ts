import { sandboxEndpoints } from "@consola/shared";
import { call } from "../../../lib/api/call";

export type SimulatorChannel = "whatsapp" | "sms";
/** The contact the simulator plays (picked on the left, chatting on the right). */
export type PlayedContact = { phoneNumber: string; name: string; channel: SimulatorChannel };
/** Platform admins name the business (business_id); a business admin's token already says it. */
export type SimulatorScope = { businessId: number; named: boolean };

const scoped = (scope: SimulatorScope) => (scope.named ? { business_id: scope.businessId } : {});

/** The answer's data: nobody shows the simulator's messages. */
const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export const simulatorApi = {
  contacts: (scope: SimulatorScope, search: string, signal?: AbortSignal) =>
    dataOf(
      call(
        sandboxEndpoints.contacts,
        { ...scoped(scope), ...(search.trim() ? { search: search.trim() } : {}) },
        { signal },
      ),
    ),
  conversation: (scope: SimulatorScope, phoneNumber: string, beforeId: number | null, signal?: AbortSignal) =>
    dataOf(
      call(
        sandboxEndpoints.conversation,
        { ...scoped(scope), phoneNumber, ...(beforeId ? { beforeId } : {}) },
        { signal },
      ),
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
  ) => dataOf(call(sandboxEndpoints.send, { ...scoped(scope), ...input })),
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
    return dataOf(call(sandboxEndpoints.sendMedia, form));
  },
};

export const simulatorKeys = {
  contacts: (businessId: number, search: string) => ["simulator", businessId, "contacts", search] as const,
  conversation: (businessId: number, phoneNumber: string) =>
    ["simulator", businessId, "conversation", phoneNumber] as const,
};
