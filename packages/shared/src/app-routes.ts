import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
  isPlatformRole,
  PLATFORM_ROLES,
  ROLE_IDS,
  type Role,
} from "./roles.js";

/**
 * The web app's route table (spec section 2): who may open each route and which entries the sidebar
 * shows. The server builds the profile's `menus` from it and the client guards routes with it, so the two
 * can never disagree.
 */
export type RouteAccess = "any" | readonly Role[];

/** `P` keeps a route's path as its literal type, so AppRoutePath lists the table's paths. */
export type AppRoute<P extends string = string> = {
  path: P;
  title: string;
  access: RouteAccess;
  /** Present when the route is a sidebar entry; `forRoles` narrows who sees the entry (defaults to access). */
  menu?: { label: string; order: number; forRoles?: readonly Role[] };
  /** Opening it also needs the profile's isSelector flag (the area-selector bot is on). */
  requiresSelector?: boolean;
  /**
   * A page opened from another screen (the survey editor from the survey list): neither a menu entry nor a
   * configuration card of its own; the sidebar marks the screen whose path it extends.
   */
  partOf?: string;
};

const PROVIDER_ADMIN = BUSINESS_ADMIN_ROLES;
const MANAGERS = BUSINESS_MANAGER_ROLES;
const PLATFORM = PLATFORM_ROLES;
/**
 * Every role but the platform admins: the screens of one business's chats and contacts (and the search
 * over them), whose calls answer for the caller's own business only. A platform admin has no business, so
 * offering them those screens could only show load errors; the guard sends them to their start page.
 */
export const BUSINESS_SIDE_ROLES: readonly Role[] = ROLE_IDS.filter((role) => !isPlatformRole(role));

/** Checks a list of routes while keeping each path's literal type (see AppRoutePath). */
function table<P extends string>(routes: AppRoute<P>[]): AppRoute<P>[] {
  return routes;
}

function withDetail<P extends string>(route: AppRoute<P>): AppRoute<P | `${P}/detail`>[] {
  const { menu: _menu, ...rest } = route;
  const detail: AppRoute<`${P}/detail`> = {
    ...rest,
    path: `${route.path}/detail`,
    title: `${route.title} - detalle`,
  };
  return [route, detail];
}

export const PROVIDER_ROUTES = table([
  {
    path: "/home",
    title: "Conversaciones",
    access: BUSINESS_SIDE_ROLES,
    menu: {
      label: "Conversaciones",
      order: 10,
      forRoles: ["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"],
    },
  },
  ...withDetail({
    path: "/chat-pendient",
    title: "Chats pendientes",
    access: MANAGERS,
    menu: { label: "Chats pendientes", order: 20 },
  }),
  ...withDetail({
    path: "/chat-active",
    title: "Chats activos",
    access: MANAGERS,
    menu: { label: "Chats activos", order: 30 },
  }),
  ...withDetail({
    path: "/chat-selector-area",
    title: "Chats con el BOT",
    access: MANAGERS,
    requiresSelector: true,
    menu: { label: "Chats con el BOT", order: 40 },
  }),
  ...withDetail({
    path: "/chat-panel-close-timeout",
    title: "Chats Cerrados y Caducados",
    access: MANAGERS,
    menu: { label: "Chats Cerrados y Caducados", order: 50 },
  }),
  {
    path: "/contact",
    title: "Contactos",
    access: BUSINESS_SIDE_ROLES,
    menu: {
      label: "Contactos",
      order: 60,
      forRoles: ["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"],
    },
  },
  { path: "/campaigns", title: "Campañas", access: MANAGERS, menu: { label: "Campañas", order: 65 } },
  // The wizard edits a draft (?id=, none for a new one); the campaign's page reads ?id= too.
  { path: "/campaigns/edit", title: "Campaña - borrador", access: MANAGERS, partOf: "/campaigns" },
  { path: "/campaigns/detail", title: "Campaña", access: MANAGERS, partOf: "/campaigns" },
  { path: "/report", title: "Reportes", access: MANAGERS, menu: { label: "Reportes", order: 70 } },
  // Admins reach it from /report and from their survey list (their "Encuestas" entry is /config/surveys);
  // supervisors, who cannot open that list, get it as their "Encuestas" entry.
  {
    path: "/report/surveys",
    title: "Reporte de encuestas",
    access: MANAGERS,
    menu: { label: "Encuestas", order: 80, forRoles: ["ProviderSupervisor"] },
  },
  // Hidden from the provider menus (reached from the header shortcut); platform admins see it listed.
  {
    path: "/agent",
    title: "Agentes conectados",
    access: "any",
    menu: { label: "Agentes conectados", order: 150, forRoles: PLATFORM },
  },
]);

/**
 * The contact simulator (sandbox channel): play a contact of the business and chat with its agents. Not in
 * the spec's menus; reached from the user menu and the README.
 */
export const SIMULATOR_PATH = "/simulador";

export const CONFIG_ROUTES = table([
  {
    path: "/config/surveys",
    title: "Encuestas",
    access: PROVIDER_ADMIN,
    menu: { label: "Encuestas", order: 80 },
  },
  // The survey editor (a page, not a drawer: a survey may have 50 questions); "edit" reads ?id=.
  { path: "/config/surveys/new", title: "Nueva encuesta", access: PROVIDER_ADMIN, partOf: "/config/surveys" },
  {
    path: "/config/surveys/edit",
    title: "Editar encuesta",
    access: PROVIDER_ADMIN,
    partOf: "/config/surveys",
  },
  {
    path: "/config",
    title: "Configuración",
    access: PROVIDER_ADMIN,
    menu: { label: "Configuración", order: 90 },
  },
  ...(
    [
      ["/config/configBusinessNameChatBot", "Bot de cambio de nombre"],
      ["/config/WelcomeMessageChatBot", "Bot de bienvenida"],
      ["/config/SelectorAreaChatBot", "Bot selector de área"],
      ["/config/overallCompanySetup", "Configuración general"],
      ["/config/areasCompany", "Áreas"],
      ["/config/closingCategory", "Categorías de cierre"],
      ["/config/labels", "Etiquetas"],
      ["/config/contactFields", "Campos de contacto"],
      ["/config/campaigns", "Campañas: precios y ritmo"],
      ["/config/quicklyAnswers", "Respuestas rápidas"],
      ["/config/companyUsers", "Usuarios de la empresa"],
      ["/config/company-assing-agent", "Asignación automática"],
      ["/config/outOfTime", "Mensaje fuera de horario"],
      ["/config/smsConfig", "Configuración de SMS y MMS"],
    ] as const
  ).map(([path, title]): AppRoute<typeof path> => ({ path, title, access: PROVIDER_ADMIN })),
]);

export const BUSINESS_PANEL_PATH = "/admin/business/panel";

/**
 * The business panel's sub-pages (spec section 2): each shows the /config screen named here for the business
 * a platform admin chose; the three without one are the channel pages split by kind (the SMS and MMS lines'
 * keys, the chat channel's keys) and their own screens.
 */
export type PanelPage<S extends string = string> = {
  sub: S;
  title: string;
  configPath?: (typeof CONFIG_ROUTES)[number]["path"];
  /** A page opened from another panel page (its `sub`), with no card in the panel's menu. */
  partOf?: string;
};

/** Checks the panel's pages while keeping each `sub` as its literal type (see AppRoutePath). */
function panelPages<S extends string>(pages: readonly PanelPage<S>[]): readonly PanelPage<S>[] {
  return pages;
}

export const PANEL_PAGES = panelPages([
  { sub: "/setup", title: "Configuración general", configPath: "/config/overallCompanySetup" },
  { sub: "/users", title: "Usuarios de la empresa", configPath: "/config/companyUsers" },
  { sub: "/area", title: "Áreas", configPath: "/config/areasCompany" },
  { sub: "/category", title: "Categorías de cierre", configPath: "/config/closingCategory" },
  { sub: "/labels", title: "Etiquetas", configPath: "/config/labels" },
  { sub: "/contactFields", title: "Campos de contacto", configPath: "/config/contactFields" },
  { sub: "/quickly", title: "Respuestas rápidas", configPath: "/config/quicklyAnswers" },
  { sub: "/assing-agent", title: "Asignación automática", configPath: "/config/company-assing-agent" },
  { sub: "/outOfTime", title: "Mensaje fuera de horario", configPath: "/config/outOfTime" },
  { sub: "/smsConfig", title: "Configuración de SMS y MMS", configPath: "/config/smsConfig" },
  { sub: "/sms", title: "Llaves de SMS y MMS" },
  { sub: "/keys", title: "Llaves del canal de chat" },
  { sub: "/surveys", title: "Encuestas", configPath: "/config/surveys" },
  { sub: "/surveys/new", title: "Nueva encuesta", configPath: "/config/surveys/new", partOf: "/surveys" },
  { sub: "/surveys/edit", title: "Editar encuesta", configPath: "/config/surveys/edit", partOf: "/surveys" },
  { sub: "/chatbot/name", title: "Bot de cambio de nombre", configPath: "/config/configBusinessNameChatBot" },
  { sub: "/chatbot/welcome", title: "Bot de bienvenida", configPath: "/config/WelcomeMessageChatBot" },
  { sub: "/chatbot/selector", title: "Bot selector de área", configPath: "/config/SelectorAreaChatBot" },
]);

/** The panel page that shows a /config screen ("/config/areasCompany" → "/admin/business/panel/area"). */
export function panelPathFor(configPath: string): string | undefined {
  const page = PANEL_PAGES.find((candidate) => candidate.configPath === configPath);
  return page ? `${BUSINESS_PANEL_PATH}${page.sub}` : undefined;
}

export const ADMIN_ROUTES = table([
  { path: "/admin/report", title: "Principal", access: PLATFORM, menu: { label: "Principal", order: 100 } },
  { path: "/admin/business", title: "Empresas", access: PLATFORM, menu: { label: "Empresas", order: 110 } },
  { path: "/admin/user", title: "Usuarios", access: PLATFORM, menu: { label: "Usuarios", order: 120 } },
  {
    path: BUSINESS_PANEL_PATH,
    title: "Configuración de la empresa",
    access: PLATFORM,
    menu: { label: "Configuración", order: 130 },
  },
  ...PANEL_PAGES.map(
    ({ sub, title }): AppRoute<`${typeof BUSINESS_PANEL_PATH}${typeof sub}`> => ({
      path: `${BUSINESS_PANEL_PATH}${sub}`,
      title,
      access: PLATFORM,
    }),
  ),
]);

/**
 * The search page the header's search box leads to. It searches one business's chats and contacts, so
 * platform admins (no business; the server refuses them) neither see the box nor open the page.
 */
export const SEARCH_PATH = "/search";

const TOOL_ROUTES = table([
  {
    path: SIMULATOR_PATH,
    title: "Simulador de contactos",
    access: ["ProviderAdmin", ...PLATFORM],
  },
  { path: SEARCH_PATH, title: "Búsqueda", access: BUSINESS_SIDE_ROLES },
]);

export const APP_ROUTES = [...PROVIDER_ROUTES, ...CONFIG_ROUTES, ...ADMIN_ROUTES, ...TOOL_ROUTES];

/** Every path of the table: the web app's router needs a page for each (app/console-routes.tsx). */
export type AppRoutePath = (typeof APP_ROUTES)[number]["path"];

export const PUBLIC_PATHS = {
  login: "/auth/login",
  resetPassword: "/ResetPassword",
  init: "/init",
} as const;

export type RouteContext = { role: Role; isSelector: boolean };

export function canOpenRoute(route: AppRoute, { role, isSelector }: RouteContext): boolean {
  if (route.requiresSelector && !isSelector) return false;
  return route.access === "any" || route.access.includes(role);
}

export function findAppRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

export type MenuEntry = { path: string; label: string };

export function menusFor(context: RouteContext): MenuEntry[] {
  return APP_ROUTES.filter((route) => {
    if (!route.menu || !canOpenRoute(route, context)) return false;
    return !route.menu.forRoles || route.menu.forRoles.includes(context.role);
  })
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((route) => ({ path: route.path, label: route.menu?.label ?? route.title }));
}

/** Where /init sends a user: the route flagged as the start page for the role (spec section 2). */
export function startPathFor(role: Role): string {
  return isPlatformRole(role) ? "/admin/report" : "/home";
}
