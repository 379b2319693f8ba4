import {
  type ActivePlatformUserBody,
  type PlatformUser,
  type PlatformUserPage,
  platformUserPageSchema,
  platformUserSchema,
  type SavePlatformUserBody,
  USERS_PAGE_SIZE,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

export const platformUserKeys = {
  all: ["platform-users"] as const,
  list: (search: string) => ["platform-users", "list", search] as const,
};

/** ListUserSystem: one page of the platform's people by name, after the person `after`. */
export async function fetchPlatformUsersPage(
  query: { search: string; after: number | null },
  signal?: AbortSignal,
): Promise<PlatformUserPage> {
  const search = query.search.trim();
  const body = {
    ...(search ? { search } : {}),
    ...(query.after ? { after: query.after } : {}),
    take: USERS_PAGE_SIZE,
  };
  const data = await api.post<unknown>("/api/admin/ListUserSystem", body, { signal });
  return parseResponse(platformUserPageSchema, data, "ListUserSystem");
}

/** AddUserSystem: creates (no id; a welcome e-mail) or changes a person; the answer's message is the toast. */
export async function savePlatformUser(
  body: SavePlatformUserBody,
): Promise<{ user: PlatformUser; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/AddUserSystem", { body });
  return { user: parseResponse(platformUserSchema, data, "AddUserSystem"), message };
}

/** ActiveUserSystem: deactivating ends the person's sessions at once. */
export async function setPlatformUserActive(
  body: ActivePlatformUserBody,
): Promise<{ user: PlatformUser; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/ActiveUserSystem", { body });
  return { user: parseResponse(platformUserSchema, data, "ActiveUserSystem"), message };
}

/** ResetUserSystemPassword: the person gets the reset e-mail; the message is the toast. */
export async function sendPlatformUserPasswordReset(id: number): Promise<string> {
  const { message } = await api.request<unknown>("/api/admin/ResetUserSystemPassword", { body: { id } });
  return message;
}
