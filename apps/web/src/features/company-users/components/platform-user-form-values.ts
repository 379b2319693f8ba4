import {
  ASSIGNABLE_PLATFORM_ROLES,
  type PlatformRole,
  type PlatformUser,
  type SavePlatformUserBody,
  savePlatformUserBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { unchosen } from "./user-form-values";

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

/** The form checked as the body it sends, with the server's Spanish texts (a business's people's too). */
export const platformUserFormRules = schemaResolver<PlatformUserFormValues>(savePlatformUserBodySchema, {
  body: (values) => unchosen(toSavePlatformUserBody(values, undefined)),
});

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
