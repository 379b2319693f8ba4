import {
  CHANNEL_CREDENTIAL_FIELDS,
  CHANNEL_LINE_MESSAGES,
  type ChannelLine,
  type ChannelProvider,
  REQUIRED_CHANNEL_CREDENTIALS,
  type SaveChannelLineBody,
  saveChannelLineBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

export type LineKind = "whatsapp" | "sms";

export type LineFormValues = {
  kind: LineKind;
  provider: ChannelProvider;
  phoneNumber: string;
  externalId: string;
  /** What the admin typed; empty keeps what is stored. */
  credentials: Record<string, string>;
  active: boolean;
};

/** A new line goes to the real provider of its channel; sandbox lines exist already and are only edited. */
export const PROVIDER_OF_KIND: Record<LineKind, ChannelProvider> = {
  whatsapp: "whatsapp_cloud",
  sms: "twilio",
};

export function credentialFields(provider: ChannelProvider): readonly string[] {
  return CHANNEL_CREDENTIAL_FIELDS[provider];
}

/** The channels a new line may be of, in the order the form offers them. */
export const LINE_KINDS: readonly LineKind[] = ["whatsapp", "sms"];

/** The form's channel of a line's kind: SMS and MMS lines are one Twilio number. */
export const lineKindOf = (kind: ChannelLine["kind"]): LineKind => (kind === "whatsapp" ? "whatsapp" : "sms");

/** A saved line's values, or a new line's of the channel `kind` (WhatsApp unless said). */
export function initialLineValues(line: ChannelLine | null, newKind: LineKind = "whatsapp"): LineFormValues {
  const kind: LineKind = line ? lineKindOf(line.kind) : newKind;
  const provider = line?.provider ?? PROVIDER_OF_KIND[kind];
  return {
    kind,
    provider,
    phoneNumber: line?.phoneNumber ?? "",
    externalId: line?.externalId ?? "",
    credentials: Object.fromEntries(credentialFields(provider).map((name) => [name, ""])),
    active: (line?.status ?? "active") === "active",
  };
}

/** Whether the line has this credential stored, and the hint to show for it ("" when too short to show any). */
export function storedCredential(line: ChannelLine | null, name: string): { saved: boolean; hint: string } {
  if (!line) return { saved: false, hint: "" };
  return { saved: line.credentialsSet.includes(name), hint: line.credentialHints[name] ?? "" };
}

/**
 * SaveChannel's schema, and the keys its provider needs that are neither typed nor already stored for this
 * line (the server asks for them too, once it has read what is stored).
 */
export function lineSchema(line: ChannelLine | null) {
  return saveChannelLineBodySchema.superRefine((body, context) => {
    const keepsStored = line?.provider === body.provider;
    for (const name of REQUIRED_CHANNEL_CREDENTIALS[body.provider]) {
      if (body.credentials[name] || (keepsStored && storedCredential(line, name).saved)) continue;
      context.addIssue({
        code: "custom",
        path: ["credentials", name],
        message: CHANNEL_LINE_MESSAGES.credentialRequired(name),
      });
    }
  });
}

/** What the server would refuse in the body the form sends, checked before sending (same Spanish texts). */
export function lineFormErrors(values: LineFormValues, line: ChannelLine | null): Record<string, string> {
  return schemaResolver<LineFormValues>(lineSchema(line), { body: (typed) => lineBody(typed, line) })(values);
}

/** The SaveChannel body: only the credentials that were typed, so the rest stay as stored. */
export function lineBody(values: LineFormValues, line: ChannelLine | null): SaveChannelLineBody {
  const typed = Object.entries(values.credentials)
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([name, value]) => value !== "" && credentialFields(values.provider).includes(name));
  return {
    ...(line ? { id: line.id } : {}),
    kind: values.kind,
    provider: values.provider,
    phoneNumber: values.phoneNumber.trim(),
    externalId: values.externalId.trim(),
    credentials: Object.fromEntries(typed),
    status: values.active ? "active" : "inactive",
  };
}
