/** A stored notification or a hub EventNotification payload. */
type NotificationLike = { method: string; type: string; data: Record<string, unknown> };

function numberField(data: Record<string, unknown>, key: string): number | null {
  const value = data[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Where a notification leads (spec section 4): a new contact opens the pending list on it (agents, who may
 * not open that page, take it from the pending block of /home); a new message, an assignment or a transfer
 * open the contact's chat in /home in active state.
 */
export function notificationTarget(notification: NotificationLike, canOpenPendingList = true): string | null {
  const contactId = numberField(notification.data, "contactId");
  if (contactId === null) return null;
  if (notification.method === "NewContact" || notification.type === "new_contact") {
    return canOpenPendingList
      ? `/chat-pendient?ci=${contactId}&tp=notification`
      : `/home?ci=${contactId}&tp=notification&st=Pending`;
  }
  return `/home?ci=${contactId}&tp=notification&st=Active`;
}

/** A new-message notification is done with once it is opened (spec section 4). */
export function removesOnOpen(notification: NotificationLike): boolean {
  return notification.method === "NewMessage" || notification.type === "new_message";
}

export function notificationText(notification: NotificationLike): { who: string; text: string } {
  const name = notification.data.contactName;
  const phone = notification.data.phoneNumber;
  const message = notification.data.message;
  return {
    who: typeof name === "string" && name ? name : typeof phone === "string" ? phone : "",
    text: typeof message === "string" ? message : "",
  };
}
