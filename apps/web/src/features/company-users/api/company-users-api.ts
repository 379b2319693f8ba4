import {
  type ActiveUserBody,
  type ActiveUserResult,
  BUSINESS_ROLES,
  type BusinessRole,
  type CompanyUser,
  catalogEndpoints,
  companyUsersEndpoints,
  type SaveUserBody,
  USERS_PAGE_SIZE,
  type UserPage,
} from "@consola/shared";
import { configKeys } from "../../../data/config/config-keys";
import { call } from "../../../lib/api/call";

/** Keyed under configKeys.of("users"): a change saved in any console of the business refreshes the list. */
export const companyUserKeys = {
  lists: [...configKeys.of("users"), "list"] as const,
  list: (businessId: number | null, search: string) =>
    [...configKeys.in("users", businessId), "list", search] as const,
  email: (email: string, id: number | undefined) => ["company-users", "email", email, id ?? 0] as const,
  roles: ["catalog", "roles", "business"] as const,
};

/**
 * The calls take the business they are about: null for a business admin's own, or the one a platform admin
 * named (/admin/user, the business panel), sent as ?business_id=.
 */

/** ListUsersBusiness: one page of people by name, after the person `after`. */
export async function fetchUsersPage(
  businessId: number | null,
  query: { search: string; after: number | null },
  signal?: AbortSignal,
): Promise<UserPage> {
  const body = {
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.after ? { after: query.after } : {}),
    take: USERS_PAGE_SIZE,
  };
  return (await call(companyUsersEndpoints.list, body, { signal, business: businessId })).data;
}

/** AddUser: creates (no id) or updates; the answer's message is the toast (how many chats went back). */
export async function saveUser(
  businessId: number | null,
  body: SaveUserBody,
): Promise<{ user: CompanyUser; message: string }> {
  const { data, message } = await call(companyUsersEndpoints.save, body, { business: businessId });
  return { user: data, message };
}

/** ActiveUser: the answer says how many of the person's chats went back to pending. */
export async function setUserActive(
  businessId: number | null,
  body: ActiveUserBody,
): Promise<{ result: ActiveUserResult; message: string }> {
  const { data, message } = await call(companyUsersEndpoints.setActive, body, { business: businessId });
  return { result: data, message };
}

/** CheckUserEmail: whether nobody else on the platform signs in with the address. */
export async function checkEmailAvailable(
  businessId: number | null,
  email: string,
  id: number | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  const body = { email, ...(id ? { id } : {}) };
  return (await call(companyUsersEndpoints.checkEmail, body, { signal, business: businessId })).data
    .available;
}

/** ResetUserPassword: the person gets the reset e-mail; the message is the toast. */
export async function sendPasswordReset(businessId: number | null, id: number): Promise<string> {
  const { message } = await call(companyUsersEndpoints.resetPassword, { id }, { business: businessId });
  return message;
}

/** ListRole, keeping the roles a person of a business may have (spec: business roles only). */
export async function fetchBusinessRoles(
  signal?: AbortSignal,
): Promise<{ id: BusinessRole; name: string }[]> {
  const { data: roles } = await call(catalogEndpoints.roles, undefined, { signal });
  return roles.filter((role): role is { id: BusinessRole; name: string } =>
    (BUSINESS_ROLES as readonly string[]).includes(role.id),
  );
}
