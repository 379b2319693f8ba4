import {
  authEndpoints,
  type MyBusiness,
  myBusinessSchema,
  type Profile,
  profileSchema,
} from "@consola/shared";
import { api } from "../api/api";
import { call } from "../api/call";
import { inBusiness } from "../api/in-business";
import { parseResponse } from "../api/parse-response";

export { sessionQueryKeys } from "./session-query-keys";

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const data = await api.post<unknown>("/api/admin/Profile", undefined, { signal });
  return parseResponse(profileSchema, data, "Profile");
}

/** MyBusiness: the caller's own business, or (a platform admin's panel) the one named. */
export async function fetchMyBusiness(
  signal?: AbortSignal,
  businessId: number | null = null,
): Promise<MyBusiness> {
  const data = await api.post<unknown>("/api/admin/MyBusiness", undefined, {
    signal,
    ...inBusiness(businessId),
  });
  return parseResponse(myBusinessSchema, data, "MyBusiness");
}

/** Ends the session on the server; a token that is already dead is no reason to keep the user here. */
export async function logout(): Promise<void> {
  await call(authEndpoints.logout, undefined, { ignoreUnauthorized: true });
}
