import { randomUUID } from "node:crypto";
import type { ChannelAdapter, ChannelTemplate } from "../channel-adapter.js";

/** Templates every sandbox line offers, shaped like approved WhatsApp templates. */
export const SANDBOX_TEMPLATES: ChannelTemplate[] = [
  {
    name: "bienvenida",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, gracias por escribir a {{2}}. ¿En qué podemos ayudarte?",
    paramCount: 2,
  },
  {
    name: "seguimiento",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, te escribimos para dar seguimiento a tu solicitud. ¿Podemos continuar por aquí?",
    paramCount: 1,
  },
  {
    name: "recordatorio_cita",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, te recordamos tu cita del {{2}} a las {{3}}.",
    paramCount: 3,
  },
];

/**
 * The default line: nothing leaves the machine. Outbound messages are "sent" at once and the contact simulator
 * shows them (it reads them like any message, live through the hub); inbound messages come from the simulator.
 */
export function createSandboxAdapter(): ChannelAdapter {
  return {
    provider: "sandbox",
    async send() {
      return { providerMessageId: `sandbox-${randomUUID()}` };
    },
    async listTemplates() {
      return SANDBOX_TEMPLATES;
    },
    async fetchMedia() {
      throw new Error("sandbox media is stored when it is received");
    },
  };
}
