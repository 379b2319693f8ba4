import { randomUUID } from "node:crypto";
import { templateParamCount } from "@consola/shared";
import type { ChannelAdapter, ChannelTemplate } from "../channel-adapter.js";

/** Templates every sandbox line offers, shaped like approved WhatsApp templates. */
export const SANDBOX_TEMPLATES: ChannelTemplate[] = [
  {
    name: "bienvenida",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, gracias por escribir a {{2}}. ¿En qué podemos ayudarte?",
    paramCount: 2,
    status: "APPROVED",
    rejectedReason: "",
    providerTemplateId: null,
  },
  {
    name: "seguimiento",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, te escribimos para dar seguimiento a tu solicitud. ¿Podemos continuar por aquí?",
    paramCount: 1,
    status: "APPROVED",
    rejectedReason: "",
    providerTemplateId: null,
  },
  {
    name: "recordatorio_cita",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, te recordamos tu cita del {{2}} a las {{3}}.",
    paramCount: 3,
    status: "APPROVED",
    rejectedReason: "",
    providerTemplateId: null,
  },
];

/**
 * The default line: nothing leaves the machine. Outbound messages are "sent" at once and the contact simulator
 * shows them (it reads them like any message, live through the hub); inbound messages come from the simulator.
 */
export function createSandboxAdapter(): ChannelAdapter {
  // Templates submitted to each sandbox line while this process runs: approved at once, and sendable.
  const submitted = new Map<number, ChannelTemplate[]>();
  return {
    provider: "sandbox",
    async send() {
      return { providerMessageId: `sandbox-${randomUUID()}` };
    },
    async listTemplates(channel) {
      return [...SANDBOX_TEMPLATES, ...(submitted.get(channel.id) ?? [])];
    },
    async submitTemplate(channel, template) {
      const others = (submitted.get(channel.id) ?? []).filter(
        (known) => known.name !== template.name || known.language !== template.language,
      );
      const approved: ChannelTemplate = {
        name: template.name,
        language: template.language,
        category: template.category,
        body: template.body,
        paramCount: templateParamCount(template.body),
        status: "APPROVED",
        rejectedReason: "",
        providerTemplateId: null,
      };
      submitted.set(channel.id, [...others, approved]);
      return { status: "APPROVED", providerTemplateId: null, rejectedReason: "" };
    },
    async testConnection() {
      return { passed: true, detail: "sandbox" };
    },
    async fetchMedia() {
      throw new Error("sandbox media is stored when it is received");
    },
  };
}
