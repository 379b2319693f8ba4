import {
  CHANNEL_CREDENTIAL_FIELDS,
  CHANNEL_LINE_MESSAGES,
  type ChannelLine,
  type ChannelProvider,
  REQUIRED_CHANNEL_CREDENTIALS,
  type SaveChannelLineBody,
} from "@consola/shared";

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

/** The first message of what the server would refuse, checked before sending (same Spanish texts). */
export function lineFormErrors(values: LineFormValues, line: ChannelLine | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.externalId.trim()) errors.externalId = CHANNEL_LINE_MESSAGES.externalIdRequired;
  const keepsStored = line?.provider === values.provider;
  for (const name of REQUIRED_CHANNEL_CREDENTIALS[values.provider]) {
    const typed = values.credentials[name]?.trim() ?? "";
    const stored = keepsStored && storedCredential(line, name).saved;
    if (!typed && !stored) errors[`credentials.${name}`] = CHANNEL_LINE_MESSAGES.credentialRequired(name);
  }
  return errors;
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
