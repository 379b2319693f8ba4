import {
  authEndpoints,
  businessEndpoints,
  type MyBusiness,
  type Profile,
  profileEndpoints,
} from "@consola/shared";
import { call } from "../api/call";

export { sessionQueryKeys } from "./session-query-keys";

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return (await call(profileEndpoints.mine, undefined, { signal })).data;
}

/** MyBusiness: the caller's own business, or (a platform admin's panel) the one named. */
export async function fetchMyBusiness(
  signal?: AbortSignal,
  businessId: number | null = null,
): Promise<MyBusiness> {
  return (await call(businessEndpoints.mine, undefined, { signal, business: businessId })).data;
}

/** Ends the session on the server; a token that is already dead is no reason to keep the user here. */
export async function logout(): Promise<void> {
  await call(authEndpoints.logout, undefined, { ignoreUnauthorized: true });
}
