/** Role identifiers exactly as the spec (section 6) names them; they travel in the token as typeIdentity. */
export const ROLE_IDS = [
  "Super",
  "System",
  "VocomAdmin",
  "VocomCallCenter",
  "VocomSupervisor",
  "ProviderAdmin",
  "ProviderSupervisor",
  "ProviderAgent",
  "Allow",
] as const;

export type Role = (typeof ROLE_IDS)[number];

export const ROLE_NAMES: Record<Role, string> = {
  Super: "Super",
  System: "Sistema",
  VocomAdmin: "Administrador de plataforma",
  VocomCallCenter: "Call center de plataforma",
  VocomSupervisor: "Supervisor de plataforma",
  ProviderAdmin: "Administrador",
  ProviderSupervisor: "Supervisor",
  ProviderAgent: "Agente",
  Allow: "Allow",
};

/** Super is treated as VocomAdmin: both run the platform (businesses and users of every business). */
export const PLATFORM_ROLES = ["Super", "VocomAdmin"] as const satisfies readonly Role[];
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** Roles that belong to one business and only ever see that business's data. */
export const BUSINESS_ROLES = [
  "ProviderAdmin",
  "ProviderSupervisor",
  "ProviderAgent",
] as const satisfies readonly Role[];
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** Business roles that manage chats of others (assign, reassign, delete pending, reports). */
export const BUSINESS_MANAGER_ROLES = [
  "ProviderAdmin",
  "ProviderSupervisor",
] as const satisfies readonly BusinessRole[];

/** Business roles that configure the business (lines, quick answers, closing categories, auto-assign). */
export const BUSINESS_ADMIN_ROLES = ["ProviderAdmin"] as const satisfies readonly BusinessRole[];

/**
 * Roles with screens in the console (decision 013). System, VocomCallCenter, VocomSupervisor and Allow have no
 * permissions in the spec (section 6): nobody can be given one, and a person who still holds one cannot sign
 * in until a platform admin gives them a defined role.
 */
export const CONSOLE_ROLES = [...PLATFORM_ROLES, ...BUSINESS_ROLES] as const satisfies readonly Role[];

/** People who belong to no business: the platform admins and the holders of the undefined roles. */
export const PLATFORM_USER_ROLES = [
  "Super",
  "System",
  "VocomAdmin",
  "VocomCallCenter",
  "VocomSupervisor",
  "Allow",
] as const satisfies readonly Role[];
export type PlatformUserRole = (typeof PLATFORM_USER_ROLES)[number];

export function hasConsoleAccess(role: Role): boolean {
  return (CONSOLE_ROLES as readonly Role[]).includes(role);
}

/** Administrators and supervisors: they see and manage every chat of their business. */
export function isBusinessManager(role: Role): boolean {
  return (BUSINESS_MANAGER_ROLES as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLE_IDS as readonly string[]).includes(value);
}

export function isPlatformRole(role: Role): role is PlatformRole {
  return (PLATFORM_ROLES as readonly Role[]).includes(role);
}

export function isBusinessRole(role: Role): role is BusinessRole {
  return (BUSINESS_ROLES as readonly Role[]).includes(role);
}
