import { z } from "zod";
import { pageInput, recordIdInput } from "./settings.schema.js";

/** Spec section 3: new contact, new message, assigned or reassigned chat. */
export const NOTIFICATION_TYPES = ["new_contact", "new_message", "assigned", "reassigned"] as const;
export type NotificationKind = (typeof NOTIFICATION_TYPES)[number];

/** Personal: about the user's own chats. General: for everyone in the business (a new contact waiting). */
export const NOTIFICATION_SCOPES = ["personal", "general"] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

export const NOTIFICATIONS_DEFAULT_TAKE = 20;
export const NOTIFICATIONS_MAX_TAKE = 100;

export const NOTIFICATION_MESSAGES = {
  tabInvalid: "La pestaña de notificaciones no es válida",
  takeInvalid: `La cantidad de notificaciones debe estar entre 1 y ${NOTIFICATIONS_MAX_TAKE}`,
  idInvalid: "El identificador de la notificación no es válido",
  removed: "Notificación eliminada",
  removedAll: "Notificaciones eliminadas",
} as const;

const tabInput = z
  .enum(NOTIFICATION_SCOPES, { error: NOTIFICATION_MESSAGES.tabInvalid })
  .nullish()
  .transform((value) => value ?? undefined);

export const listNotificationsBodySchema = z.object({
  tab: tabInput.transform((value) => value ?? "personal"),
  ...pageInput({
    defaultTake: NOTIFICATIONS_DEFAULT_TAKE,
    maxTake: NOTIFICATIONS_MAX_TAKE,
    takeMessage: NOTIFICATION_MESSAGES.takeInvalid,
  }),
});
export type ListNotificationsBody = z.input<typeof listNotificationsBodySchema>;

/** Notification ids are 64-bit in the database: accept any id JavaScript holds exactly. */
const notificationIdInput = recordIdInput(NOTIFICATION_MESSAGES.idInvalid, Number.MAX_SAFE_INTEGER);

/** The spec sends Remove (Id); "id" is accepted too. */
export const removeNotificationBodySchema = z
  .object({
    Id: notificationIdInput.optional(),
    id: notificationIdInput.optional(),
  })
  .transform((body, ctx) => {
    const id = body.Id ?? body.id;
    if (id === undefined) {
      ctx.addIssue({ code: "custom", message: NOTIFICATION_MESSAGES.idInvalid });
      return z.NEVER;
    }
    return { id };
  });
export type RemoveNotificationBody = z.input<typeof removeNotificationBodySchema>;

export const removeAllNotificationsBodySchema = z.object({ tab: tabInput });
export type RemoveAllNotificationsBody = z.input<typeof removeAllNotificationsBodySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The spec's model: JSON text of { method, data }. */
  model: z.string(),
  /** The same method and data, already parsed. */
  method: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  dateRegister: z.string(),
  /** YYYY-MM-DD HH:mm:ss on the business's clock (time zone plus extra hours). */
  dateTime: z.string(),
  businessId: z.number().int(),
  /** The spec says both spellings occur; both carry the same value. */
  bussinesId: z.number().int(),
  userId: z.number().int(),
  scope: z.enum(NOTIFICATION_SCOPES),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  total: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const removedCountSchema = z.object({ removed: z.number().int() });
export type RemovedCount = z.infer<typeof removedCountSchema>;
