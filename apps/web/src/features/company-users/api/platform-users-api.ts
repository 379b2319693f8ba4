import {
  type ActivePlatformUserBody,
  type PlatformUser,
  type PlatformUserPage,
  platformUsersEndpoints,
  type SavePlatformUserBody,
  USERS_PAGE_SIZE,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

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
  return (await call(platformUsersEndpoints.list, body, { signal })).data;
}

/** AddUserSystem: creates (no id; a welcome e-mail) or changes a person; the answer's message is the toast. */
export async function savePlatformUser(
  body: SavePlatformUserBody,
): Promise<{ user: PlatformUser; message: string }> {
  const { data, message } = await call(platformUsersEndpoints.save, body);
  return { user: data, message };
}

/** ActiveUserSystem: deactivating ends the person's sessions at once. */
export async function setPlatformUserActive(
  body: ActivePlatformUserBody,
): Promise<{ user: PlatformUser; message: string }> {
  const { data, message } = await call(platformUsersEndpoints.setActive, body);
  return { user: data, message };
}

/** ResetUserSystemPassword: the person gets the reset e-mail; the message is the toast. */
export async function sendPlatformUserPasswordReset(id: number): Promise<string> {
  const { message } = await call(platformUsersEndpoints.resetPassword, { id });
  return message;
}
