import type { ContactCard, OrderItem, UnreadableReason } from "./schemas/message-details.schema.js";

/**
 * The Spanish words of what a contact sent that is not plain text (decision 018). The server stores them as
 * the message's body (search and exports read them); the web shows the same words beside the details.
 */
export const INBOUND_TEXTS = {
  /** An inbound file the provider would not hand over; the download is retried. */
  mediaDownloadFailed: "No se pudo descargar el archivo",
  mediaDownloading: "Descargando el archivo…",
  saveAsContact: "Guardar como contacto",
  reactionUnknownTarget: (emoji: string) =>
    emoji ? `Reaccionó ${emoji} a un mensaje` : "Quitó su reacción a un mensaje",
};

export function unreadableBody(type: string, reason: UnreadableReason): string {
  return reason === "malformed"
    ? `Llegó un mensaje de tipo «${type}» que no se pudo leer. Pide al contacto que lo envíe de nuevo o en otro formato.`
    : `El contacto envió un mensaje de tipo «${type}» que la consola no puede mostrar. Pídele que lo envíe en otro formato.`;
}

export function numberChangedBody(from: string, to: string, linkedName: string | null): string {
  const changed = `El contacto cambió su número de WhatsApp de ${from} a ${to}.`;
  return linkedName === null
    ? changed
    : `${changed} El número nuevo ya era el contacto «${linkedName}»: quedaron vinculados.`;
}

export function contactsBody(cards: readonly ContactCard[]): string {
  return cards
    .map((card) => [card.name, ...card.phones.map((phone) => phone.phone)].filter(Boolean).join(" "))
    .join("\n");
}

/** Units in an order: two of one product and one of another are three. */
export function orderUnits(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** An order's total in its currency (WhatsApp orders hold one currency). */
export function orderTotal(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.price, 0);
}
