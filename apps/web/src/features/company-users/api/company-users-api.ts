import {
  type ActiveUserBody,
  type ActiveUserResult,
  activeUserResultSchema,
  BUSINESS_ROLES,
  type BusinessRole,
  type CompanyUser,
  companyUserSchema,
  emailAvailabilitySchema,
  roleCatalogSchema,
  type SaveUserBody,
  USERS_PAGE_SIZE,
  type UserPage,
  userPageSchema,
} from "@consola/shared";
import { configKeys } from "../../../data/config/config-keys";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/**
 * Whose people: a business admin sends nothing and gets their own business; a platform admin names the
 * business (/admin/user), which travels as ?business_id= on every call.
 */
export type UsersScope = { businessId: number | null };

/** A business admin's own business. */
export const OWN_BUSINESS: UsersScope = { businessId: null };

const named = (scope: UsersScope) => (scope.businessId ? { query: { business_id: scope.businessId } } : {});

/** Keyed under configKeys.of("users"): a change saved in any console of the business refreshes the list. */
export const companyUserKeys = {
  lists: [...configKeys.of("users"), "list"] as const,
  list: (scope: UsersScope, search: string) =>
    [...configKeys.of("users"), "list", scope.businessId ?? "own", search] as const,
  email: (email: string, id: number | undefined) => ["company-users", "email", email, id ?? 0] as const,
  roles: ["catalog", "roles", "business"] as const,
};

/** ListUsersBusiness: one page of people by name, after the person `after`. */
export async function fetchUsersPage(
  scope: UsersScope,
  query: { search: string; after: number | null },
  signal?: AbortSignal,
): Promise<UserPage> {
  const body = {
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.after ? { after: query.after } : {}),
    take: USERS_PAGE_SIZE,
  };
  const data = await api.post<unknown>("/api/admin/ListUsersBusiness", body, { signal, ...named(scope) });
  return parseResponse(userPageSchema, data, "ListUsersBusiness");
}

/** AddUser: creates (no id) or updates; the answer's message is the toast (how many chats went back). */
export async function saveUser(
  scope: UsersScope,
  body: SaveUserBody,
): Promise<{ user: CompanyUser; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/AddUser", { body, ...named(scope) });
  return { user: parseResponse(companyUserSchema, data, "AddUser"), message };
}

/** ActiveUser: the answer says how many of the person's chats went back to pending. */
export async function setUserActive(
  scope: UsersScope,
  body: ActiveUserBody,
): Promise<{ result: ActiveUserResult; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/ActiveUser", { body, ...named(scope) });
  return { result: parseResponse(activeUserResultSchema, data, "ActiveUser"), message };
}

/** CheckUserEmail: whether nobody else on the platform signs in with the address. */
export async function checkEmailAvailable(
  scope: UsersScope,
  email: string,
  id: number | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  const data = await api.post<unknown>(
    "/api/admin/CheckUserEmail",
    { email, ...(id ? { id } : {}) },
    { signal, ...named(scope) },
  );
  return parseResponse(emailAvailabilitySchema, data, "CheckUserEmail").available;
}

/** ResetUserPassword: the person gets the reset e-mail; the message is the toast. */
export async function sendPasswordReset(scope: UsersScope, id: number): Promise<string> {
  const { message } = await api.request<unknown>("/api/admin/ResetUserPassword", {
    body: { id },
    ...named(scope),
  });
  return message;
}

/** ListRole, keeping the roles a person of a business may have (spec: business roles only). */
export async function fetchBusinessRoles(
  signal?: AbortSignal,
): Promise<{ id: BusinessRole; name: string }[]> {
  const data = await api.post<unknown>("/api/catalog/ListRole", {}, { signal });
  const roles = parseResponse(roleCatalogSchema, data, "ListRole");
  return roles.filter((role): role is { id: BusinessRole; name: string } =>
    (BUSINESS_ROLES as readonly string[]).includes(role.id),
  );
}
