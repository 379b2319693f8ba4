import { z } from "zod";
import { PHONE_COUNTRIES } from "../business-constants.js";
import { MESSAGES } from "../messages.js";
import { PHONE_MAX_LENGTH } from "../phone-digits.js";
import { BUSINESS_ROLES } from "../roles.js";
import {
  businessIdInput,
  optionalIdInput,
  optionalTextInput,
  PAGE_MESSAGES,
  recordIdInput,
  recordOfBusinessBody,
  searchTextInput,
  wholeNumberInput,
} from "./settings.schema.js";

// Company users (spec: /api/admin/AddUser, ListUsersBusiness, ActiveUser; /config/companyUsers).

export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_NAMES: Record<UserStatus, string> = { active: "Activo", inactive: "Inactivo" };

export const USER_NAME_MAX_LENGTH = 120;
export const USER_FIELD_MAX_LENGTH = 100;
export const USER_EMAIL_MAX_LENGTH = 254;
export const USER_SEARCH_MAX_LENGTH = 100;
export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_TAKE = 100;
/** Chats automatic assignment may give one person at once (users.max_open_chats). */
export const USER_MAX_OPEN_CHATS = { min: 1, max: 50 } as const;
/** Letters (accents included), spaces, hyphens, apostrophes and periods: "José Pérez-Núñez", "O'Brien". */
export const USER_NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

export const USER_MESSAGES = {
  nameRequired: "El nombre es obligatorio",
  nameInvalid: "El nombre solo puede contener letras, espacios, guiones y apóstrofos",
  nameTooLong: `El nombre no puede tener más de ${USER_NAME_MAX_LENGTH} caracteres`,
  nicknameTooLong: `El apodo no puede tener más de ${USER_FIELD_MAX_LENGTH} caracteres`,
  positionTooLong: `El puesto no puede tener más de ${USER_FIELD_MAX_LENGTH} caracteres`,
  roleRequired: "El rol es obligatorio",
  roleInvalid: "El rol no es válido",
  areaInvalid: "El área no es válida",
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "El teléfono no es válido",
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  emailTaken: "Ya existe un usuario con ese correo",
  maxOpenChatsRange: `La capacidad debe estar entre ${USER_MAX_OPEN_CHATS.min} y ${USER_MAX_OPEN_CHATS.max} chats`,
  statusInvalid: "El estatus no es válido",
  activeRequired: "Indica si el usuario queda activo",
  idInvalid: "El identificador del usuario no es válido",
  searchTooLong: PAGE_MESSAGES.searchTooLong(USER_SEARCH_MAX_LENGTH),
  takeInvalid: PAGE_MESSAGES.takeOutOfRange(USERS_MAX_TAKE),
  lastAdmin: "La empresa debe conservar al menos un administrador activo",
  created: "Usuario guardado. Le enviamos un correo para que elija su contraseña.",
  updated: "Usuario actualizado",
  activated: "Usuario activado",
  deactivated: (chats: number) =>
    chats === 0
      ? "Usuario desactivado. No tenía chats abiertos."
      : chats === 1
        ? "Usuario desactivado. 1 chat regresó a pendientes."
        : `Usuario desactivado. ${chats} chats regresaron a pendientes.`,
  resetSent: "Enviamos al usuario un correo para restablecer su contraseña",
  resetLimited: "Ya se envió un correo hace menos de un minuto. Espera un momento e intenta de nuevo.",
  resetInactive: "El usuario está inactivo: actívalo antes de restablecer su contraseña",
} as const;

/** An e-mail as the platform stores it: trimmed, lower case. */
export const userEmailInput = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.emailRequired })
  .max(USER_EMAIL_MAX_LENGTH, { error: USER_MESSAGES.emailInvalid })
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** A person's name: letters, spaces, hyphens, apostrophes; inner runs of spaces become one. */
export const userNameInput = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.nameRequired, abort: true })
  .max(USER_NAME_MAX_LENGTH, { error: USER_MESSAGES.nameTooLong })
  .regex(USER_NAME_PATTERN, { error: USER_MESSAGES.nameInvalid })
  .transform((value) => value.replace(/\s+/g, " "));

export const companyUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  roleName: z.string(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  position: z.string(),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
  maxOpenChats: z.number().int().nullable(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** AddUser: creates a user of the business (id omitted) or updates one (id given). */
export const saveUserBodySchema = z.object({
  id: optionalIdInput(USER_MESSAGES.idInvalid),
  name: userNameInput,
  nickname: optionalTextInput(USER_FIELD_MAX_LENGTH, USER_MESSAGES.nicknameTooLong),
  role: z.enum(BUSINESS_ROLES, {
    error: (issue) => (issue.input === undefined ? USER_MESSAGES.roleRequired : USER_MESSAGES.roleInvalid),
  }),
  areaId: recordIdInput(USER_MESSAGES.areaInvalid)
    .nullish()
    .transform((value) => value ?? null),
  position: optionalTextInput(USER_FIELD_MAX_LENGTH, USER_MESSAGES.positionTooLong),
  phone: z
    .string({ error: USER_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: USER_MESSAGES.phoneRequired })
    .max(PHONE_MAX_LENGTH, { error: USER_MESSAGES.phoneInvalid }),
  email: userEmailInput,
  maxOpenChats: wholeNumberInput(USER_MESSAGES.maxOpenChatsRange, USER_MAX_OPEN_CHATS)
    .nullish()
    .transform((value) => value ?? null),
  status: z
    .enum(USER_STATUSES, { error: USER_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  business_id: businessIdInput,
});
export type SaveUserBody = z.input<typeof saveUserBodySchema>;

/** ListUsersBusiness: people of the business by name, `take` at a time after the row `after` (its id). */
export const listUsersBodySchema = z.object({
  search: searchTextInput(USER_SEARCH_MAX_LENGTH, USER_MESSAGES.searchTooLong),
  take: wholeNumberInput(USER_MESSAGES.takeInvalid, { min: 1, max: USERS_MAX_TAKE })
    .nullish()
    .transform((value) => value ?? USERS_PAGE_SIZE),
  after: optionalIdInput(USER_MESSAGES.idInvalid),
  business_id: businessIdInput,
});
export type ListUsersBody = z.input<typeof listUsersBodySchema>;

export const userPageSchema = z.object({
  items: z.array(companyUserSchema),
  /** The id to pass as `after` for the next page; null on the last one. */
  next: z.number().int().nullable(),
  /** Country of phone numbers typed without a country code (the business's). */
  phoneCountry: z.enum(PHONE_COUNTRIES),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** ActiveUser: activates or deactivates one person. */
export const activeUserBodySchema = z.object({
  id: recordIdInput(USER_MESSAGES.idInvalid),
  active: z.boolean({ error: USER_MESSAGES.activeRequired }),
  business_id: businessIdInput,
});
export type ActiveUserBody = z.input<typeof activeUserBodySchema>;

export const activeUserResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(USER_STATUSES),
  /** Open chats of the person that went back to the pending queue. */
  chatsReturned: z.number().int(),
});
export type ActiveUserResult = z.infer<typeof activeUserResultSchema>;

/** Whether an e-mail is free across the platform (the form checks while typing). */
export const checkUserEmailBodySchema = z.object({
  email: userEmailInput,
  /** The user being edited: their own address counts as free. */
  id: optionalIdInput(USER_MESSAGES.idInvalid),
  business_id: businessIdInput,
});
export type CheckUserEmailBody = z.input<typeof checkUserEmailBodySchema>;
export const emailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

export const resetUserPasswordBodySchema = recordOfBusinessBody(USER_MESSAGES.idInvalid);
export type ResetUserPasswordBody = z.input<typeof resetUserPasswordBodySchema>;
