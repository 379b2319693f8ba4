import {
  ASSIGNABLE_PLATFORM_ROLES,
  type PlatformRole,
  type PlatformUser,
  type SavePlatformUserBody,
} from "@consola/shared";
import { userFormRules } from "./user-form-values";

export type PlatformUserFormValues = {
  name: string;
  email: string;
  role: PlatformRole | "";
};

const isAssignable = (role: string): role is PlatformRole =>
  (ASSIGNABLE_PLATFORM_ROLES as readonly string[]).includes(role);

/** A person without access starts with no role chosen: the one they hold cannot be given (decision 013). */
export function platformUserFormValues(user: PlatformUser | null): PlatformUserFormValues {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    role: user && isAssignable(user.role) ? user.role : "",
  };
}

/** The same rules and Spanish texts as a business's people (and the server). */
export const platformUserFormRules = {
  name: userFormRules.name,
  email: userFormRules.email,
  role: userFormRules.role,
};

export function toSavePlatformUserBody(
  values: PlatformUserFormValues,
  id: number | undefined,
): SavePlatformUserBody {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    role: values.role as PlatformRole,
  };
}
