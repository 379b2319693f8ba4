import type { Notification } from "@consola/shared";

/** A personal NewMessage notification for user 7 of business 1; the id also names its contact. */
export function buildNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: "new_message",
    method: "NewMessage",
    data: { contactId: 40 + id, contactName: `Contacto ${id}`, message: `Mensaje ${id}` },
    model: "{}",
    dateRegister: "2026-11-22T16:00:00.000Z",
    dateTime: "2026-11-22 10:00:00",
    businessId: 1,
    bussinesId: 1,
    userId: 7,
    scope: "personal",
    ...overrides,
  };
}
