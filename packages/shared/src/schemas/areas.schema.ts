import { z } from "zod";
import { businessIdInput, optionalIdInput, optionalTextInput, recordIdInput } from "./settings.schema.js";

// Areas of a business (spec: /api/admin/ListBusinessArea, AddBusinessArea, RemoveBusinessArea).

export const AREA_NAME_MAX_LENGTH = 100;
export const AREA_DESCRIPTION_MAX_LENGTH = 250;
/** People an area's member list may set in one save. */
export const AREA_MAX_MEMBERS = 500;

export const AREA_MESSAGES = {
  nameRequired: "El nombre del área es obligatorio",
  nameTooLong: `El nombre no puede tener más de ${AREA_NAME_MAX_LENGTH} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${AREA_DESCRIPTION_MAX_LENGTH} caracteres`,
  nameTaken: "Ya existe un área con ese nombre",
  idInvalid: "El identificador del área no es válido",
  membersInvalid: "La lista de usuarios del área no es válida",
  memberNotFound: "Uno de los usuarios elegidos no pertenece a la empresa",
  moveToInvalid: "El área a la que se moverán los usuarios y chats no es válida",
  moveToSame: "Elige un área distinta de la que se elimina",
  moveRequired: "El área tiene usuarios, chats abiertos o respuestas rápidas: indica a qué área moverlos",
  /** The removal dialog's own words for the same rule, on its field. */
  moveToChoiceRequired: "Elige a dónde mover las personas y los chats",
  created: "Área guardada",
  updated: "Área actualizada",
  removed: "Área eliminada",
} as const;

export const areaMemberSchema = z.object({ id: z.number().int(), name: z.string() });
export type AreaMember = z.infer<typeof areaMemberSchema>;

export const businessAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(areaMemberSchema),
  /** Chats of the area still open (pending, with the bot or active). */
  openChats: z.number().int(),
  quickAnswers: z.number().int(),
});
export type BusinessArea = z.infer<typeof businessAreaSchema>;
export const businessAreaListSchema = z.array(businessAreaSchema);

export const listAreasBodySchema = z.object({ business_id: businessIdInput });
export type ListAreasBody = z.input<typeof listAreasBodySchema>;

/** AddBusinessArea: creates an area (no id) or updates it (id); `userIds`, when sent, becomes its member list. */
export const saveAreaBodySchema = z.object({
  id: optionalIdInput(AREA_MESSAGES.idInvalid),
  name: z
    .string({ error: AREA_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AREA_MESSAGES.nameRequired })
    .max(AREA_NAME_MAX_LENGTH, { error: AREA_MESSAGES.nameTooLong }),
  description: optionalTextInput(AREA_DESCRIPTION_MAX_LENGTH, AREA_MESSAGES.descriptionTooLong),
  userIds: z
    .array(recordIdInput(AREA_MESSAGES.membersInvalid), { error: AREA_MESSAGES.membersInvalid })
    .max(AREA_MAX_MEMBERS, { error: AREA_MESSAGES.membersInvalid })
    .nullish()
    .transform((value) => (value ? [...new Set(value)] : undefined)),
  business_id: businessIdInput,
});
export type SaveAreaBody = z.input<typeof saveAreaBodySchema>;

/**
 * RemoveBusinessArea: `moveTo` is where its users, open chats and quick answers go — another area's id, or
 * null for "sin área". Omitted, an area that still has any of them is refused with AREA_MESSAGES.moveRequired.
 */
export const removeAreaBodySchema = z.object({
  id: recordIdInput(AREA_MESSAGES.idInvalid),
  moveTo: recordIdInput(AREA_MESSAGES.moveToInvalid).nullable().optional(),
  business_id: businessIdInput,
});
export type RemoveAreaBody = z.input<typeof removeAreaBodySchema>;

export const removeAreaResultSchema = z.object({
  users: z.number().int(),
  openChats: z.number().int(),
  quickAnswers: z.number().int(),
});
export type RemoveAreaResult = z.infer<typeof removeAreaResultSchema>;
