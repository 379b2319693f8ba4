import { z } from "zod";
import { PLATFORM_ROLES, PLATFORM_USER_ROLES } from "../roles.js";
import { optionalIdInput, recordIdInput, searchTextInput, wholeNumberInput } from "./settings.schema.js";
import {
  USER_MESSAGES,
  USER_SEARCH_MAX_LENGTH,
  USER_STATUSES,
  USERS_MAX_TAKE,
  USERS_PAGE_SIZE,
  userEmailInput,
  userNameInput,
} from "./users.schema.js";

// The platform's own people (spec: /api/admin/ListUserSystem; /admin/user; decision 013).

export const PLATFORM_USER_MESSAGES = {
  onlySuper: "Solo un usuario Super puede crear o cambiar a otro Super",
  lastSuper: "La plataforma debe conservar al menos un usuario Super activo",
  roleNotAssignable: "Ese rol no tiene permisos en la consola y no se puede asignar",
  self: "No puedes desactivarte a ti mismo",
  created: "Usuario de la plataforma guardado. Le enviamos un correo para que elija su contraseña.",
  updated: "Usuario de la plataforma actualizado",
  activated: "Usuario activado",
  deactivated: "Usuario desactivado. Su sesión terminó.",
} as const;

export const platformUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PLATFORM_USER_ROLES),
  roleName: z.string(),
  status: z.enum(USER_STATUSES),
  /** False for the undefined roles: the person cannot sign in until given Super or VocomAdmin. */
  hasAccess: z.boolean(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

/** ListUserSystem: the platform's people by name, `take` at a time after the row `after` (its id). */
export const listPlatformUsersBodySchema = z.object({
  search: searchTextInput(USER_SEARCH_MAX_LENGTH, USER_MESSAGES.searchTooLong),
  take: wholeNumberInput(USER_MESSAGES.takeInvalid, { min: 1, max: USERS_MAX_TAKE })
    .nullish()
    .transform((value) => value ?? USERS_PAGE_SIZE),
  after: optionalIdInput(USER_MESSAGES.idInvalid),
});
export type ListPlatformUsersBody = z.input<typeof listPlatformUsersBodySchema>;

export const platformUserPageSchema = z.object({
  items: z.array(platformUserSchema),
  next: z.number().int().nullable(),
});
export type PlatformUserPage = z.infer<typeof platformUserPageSchema>;

/** AddUserSystem: creates a platform user (id omitted; a welcome e-mail) or changes one (id given). */
export const savePlatformUserBodySchema = z.object({
  id: optionalIdInput(USER_MESSAGES.idInvalid),
  name: userNameInput,
  email: userEmailInput,
  role: z.enum(PLATFORM_USER_ROLES, {
    error: (issue) => (issue.input === undefined ? USER_MESSAGES.roleRequired : USER_MESSAGES.roleInvalid),
  }),
});
export type SavePlatformUserBody = z.input<typeof savePlatformUserBodySchema>;

/** The roles the platform form offers (decision 013). */
export const ASSIGNABLE_PLATFORM_ROLES = PLATFORM_ROLES;

export const activePlatformUserBodySchema = z.object({
  id: recordIdInput(USER_MESSAGES.idInvalid),
  active: z.boolean({ error: USER_MESSAGES.activeRequired }),
});
export type ActivePlatformUserBody = z.input<typeof activePlatformUserBodySchema>;

export const platformUserIdBodySchema = z.object({ id: recordIdInput(USER_MESSAGES.idInvalid) });
export type PlatformUserIdBody = z.input<typeof platformUserIdBodySchema>;
