/**
 * Providers' error codes a send or a status callback can carry, explained in Spanish for the people who read
 * a campaign's failures (Meta's Cloud API codes, then Twilio's). An unknown code shows the provider's text.
 */
export const PROVIDER_ERROR_REASONS: Record<string, string> = {
  "131026": "El número no tiene WhatsApp o no puede recibir el mensaje",
  "131049": "Meta no lo entregó para no saturar al contacto con mensajes de marketing",
  "131047":
    "Pasaron más de 24 horas desde el último mensaje del contacto: solo se puede enviar una plantilla",
  "130472": "El contacto está en un experimento de Meta que no recibe mensajes de marketing",
  "131056": "Demasiados mensajes seguidos al mismo contacto; se reintenta más tarde",
  "130429": "Se superó el ritmo de envío de la línea; se reintenta más despacio",
  "131048": "Meta limitó los envíos de la línea por reportes de spam",
  "131050": "El contacto pidió a WhatsApp no recibir mensajes de marketing",
  "131021": "El destinatario es el propio número de la línea",
  "132000": "La cantidad de variables no coincide con la plantilla",
  "132001": "La plantilla no existe en ese idioma",
  "132015": "La plantilla está pausada por su baja calidad",
  "132016": "La plantilla está desactivada",
  "131042": "Hay un problema con el método de pago de la cuenta de WhatsApp Business",
  "131031": "La cuenta de WhatsApp Business está bloqueada",
  "368": "La cuenta está restringida temporalmente por incumplir las políticas de WhatsApp",
  "131000": "WhatsApp no pudo enviar el mensaje por un error desconocido",
  "21610": "El contacto respondió STOP a este número",
  "21211": "El número no es válido",
  "21614": "El número no puede recibir SMS",
  "30003": "El teléfono está apagado o fuera de servicio",
  "30005": "El número no existe",
  "30006": "Es un número fijo o su operador no entrega SMS",
  "30007": "El operador filtró el mensaje",
  "30008": "El operador no entregó el mensaje por un error desconocido",
};

/**
 * Codes after which every further message of a campaign would fail the same way (the template is paused or
 * gone, the account is blocked or cannot pay): the campaign pauses rather than burn through its audience.
 */
export const PROVIDER_CAMPAIGN_STOPPERS: ReadonlySet<string> = new Set([
  "132001",
  "132015",
  "132016",
  "131042",
  "131031",
  "368",
]);

/** A refusal as people read it: the code's explanation, or the provider's own words. */
export function providerErrorText(code: string | undefined, fallback: string): string {
  return (code && PROVIDER_ERROR_REASONS[code]) || fallback;
}
