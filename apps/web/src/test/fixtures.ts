import {
  type BusinessArea,
  type BusinessListItem,
  type ChannelLine,
  type ContactDetail,
  type ContactField,
  DEFAULT_COLORS,
  isPlatformRole,
  type MyBusiness,
  menusFor,
  type Profile,
  ROLE_NAMES,
  type Role,
} from "@consola/shared";

/** A token with the three dot-separated parts the client checks; the payload names user 7. */
export const FAKE_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ unique_name: "7" }))}.firma`;

export function buildProfile(role: Role, overrides: Partial<Profile> = {}): Profile {
  const isSelector = overrides.isSelector ?? false;
  return {
    userId: 7,
    name: "Ana Torres",
    email: "ana@norte.demo",
    role,
    roleName: ROLE_NAMES[role],
    avatar: null,
    businessId: isPlatformRole(role) ? null : 1,
    businessName: isPlatformRole(role) ? "" : "Refaccionaria del Norte",
    isSelector,
    menus: menusFor({ role, isSelector }),
    ...overrides,
  };
}

export function buildBusiness(overrides: Partial<MyBusiness> = {}): MyBusiness {
  return {
    id: 1,
    name: "Refaccionaria del Norte",
    rfc: "RNO010101AB7",
    personType: "moral",
    phone: "+52 81 1234 5678",
    contact: { email: "contacto@norte.demo" },
    address: "Av. Constitución 100, Monterrey",
    postalCode: "64000",
    timeZone: "America/Mexico_City",
    addHours: 0,
    surveyActive: false,
    phoneCountry: "MX",
    colors: { ...DEFAULT_COLORS, primary: "#c92a2a", barFirst: "#7a1f1f" },
    ...overrides,
  };
}

/** Norte's WhatsApp Cloud line with its access token stored (hint 9XyZ). */
export function buildWhatsappLine(overrides: Partial<ChannelLine> = {}): ChannelLine {
  return {
    id: 4,
    kind: "whatsapp",
    provider: "whatsapp_cloud",
    phoneNumber: "+528112345678",
    externalId: "109876543210",
    status: "active",
    credentialsSet: ["accessToken"],
    credentialHints: { accessToken: "9XyZ" },
    webhookUrls: [],
    ...overrides,
  };
}

/** Café Andino as the platform's business list shows it (the picker of a platform admin's screens). */
export function buildBusinessListItem(overrides: Partial<BusinessListItem> = {}): BusinessListItem {
  return {
    id: 2,
    name: "Café Andino",
    rfc: "900123456-8",
    status: "active",
    timeZone: "America/Bogota",
    phoneCountry: "CO",
    createdAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

/** Jorge Salinas of Taller Salinas, a contact added by hand with every optional field empty. */
export function buildContact(overrides: Partial<ContactDetail> = {}): ContactDetail {
  return {
    id: 1,
    name: "Jorge Salinas",
    phoneNumber: "+528181234567",
    address: "",
    dateRegister: "2026-11-20T15:00:00.000Z",
    typeRegister: "manual",
    optIn: true,
    labelIds: [],
    email: "",
    fullName: "",
    channelPhone: "",
    comments: "",
    customFields: {},
    optChangedAt: null,
    optChange: null,
    updatedAt: "2026-11-20T15:00:00.000Z",
    mayLabel: true,
    ...overrides,
  };
}

/** A custom contact field as ListContactFields answers it: a free text one unless told. */
export function buildContactField(
  overrides: Partial<ContactField> & Pick<ContactField, "id" | "key" | "name">,
): ContactField {
  return { type: "text", options: [], required: false, position: overrides.id, ...overrides };
}

/** An area as ListBusinessArea answers it; pickers read only its id and name. */
export function buildArea(
  overrides: Partial<BusinessArea> & Pick<BusinessArea, "id" | "name">,
): BusinessArea {
  return { description: "", members: [], openChats: 0, quickAnswers: 0, ...overrides };
}
