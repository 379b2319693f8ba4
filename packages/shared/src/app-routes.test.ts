import { describe, expect, it } from "vitest";
import {
  APP_ROUTES,
  CONFIG_ROUTES,
  canOpenRoute,
  findAppRoute,
  menusFor,
  PANEL_PAGES,
  panelPathFor,
  startPathFor,
} from "./app-routes.js";
import { ROLE_IDS } from "./roles.js";

const labels = (role: Parameters<typeof menusFor>[0]["role"], isSelector = true) =>
  menusFor({ role, isSelector }).map((entry) => entry.label);

describe("route table and menus", () => {
  it("gives an agent only Conversaciones and Contactos in the sidebar", () => {
    expect(labels("ProviderAgent")).toEqual(["Conversaciones", "Contactos"]);
  });

  it("gives a provider admin the chat, campaign, report, survey and configuration menus", () => {
    expect(labels("ProviderAdmin")).toEqual([
      "Conversaciones",
      "Chats pendientes",
      "Chats activos",
      "Chats con el BOT",
      "Chats Cerrados y Caducados",
      "Contactos",
      "Campañas",
      "Reportes",
      "Encuestas",
      "Configuración",
    ]);
  });

  it("keeps configuration from supervisors and the bot chats from businesses without the selector", () => {
    expect(labels("ProviderSupervisor")).not.toContain("Configuración");
    expect(labels("ProviderSupervisor")).toContain("Campañas");
    expect(labels("ProviderAgent")).not.toContain("Campañas");
    expect(labels("ProviderSupervisor", false)).not.toContain("Chats con el BOT");
    const selector = findAppRoute("/chat-selector-area");
    expect(selector && canOpenRoute(selector, { role: "ProviderAdmin", isSelector: false })).toBe(false);
  });

  it("gives platform admins their own menus and no business ones", () => {
    for (const role of ["Super", "VocomAdmin"] as const) {
      expect(labels(role)).toEqual([
        "Principal",
        "Empresas",
        "Usuarios",
        "Configuración",
        "Agentes conectados",
      ]);
    }
  });

  it("hides /agent from provider menus but lets every role open it", () => {
    const agent = findAppRoute("/agent");
    expect(agent).toBeDefined();
    expect(labels("ProviderAdmin")).not.toContain("Agentes conectados");
    expect(agent && canOpenRoute(agent, { role: "ProviderAgent", isSelector: false })).toBe(true);
  });

  it("keeps the business screens (/home, /contact) from platform admins, whose start page is elsewhere", () => {
    for (const path of ["/home", "/contact"]) {
      const route = findAppRoute(path);
      for (const role of ["Super", "VocomAdmin"] as const) {
        expect(route && canOpenRoute(route, { role, isSelector: false })).toBe(false);
      }
      for (const role of ["ProviderAdmin", "ProviderSupervisor", "ProviderAgent", "System"] as const) {
        expect(route && canOpenRoute(route, { role, isSelector: false })).toBe(true);
      }
    }
    // Every role can open its own start page: the guard's redirect to /init never loops.
    for (const role of ROLE_IDS) {
      const start = findAppRoute(startPathFor(role));
      expect(start && canOpenRoute(start, { role, isSelector: false })).toBe(true);
    }
  });

  it("sends platform admins to /admin/report and everyone else to /home", () => {
    expect(startPathFor("Super")).toBe("/admin/report");
    expect(startPathFor("VocomAdmin")).toBe("/admin/report");
    expect(startPathFor("ProviderAgent")).toBe("/home");
  });

  it("registers every configuration and detail route of the spec once", () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/chat-active/detail",
      "/chat-pendient/detail",
      "/chat-selector-area/detail",
      "/chat-panel-close-timeout/detail",
      "/config/company-assing-agent",
      "/config/smsConfig",
      "/config/labels",
      "/admin/business/panel/labels",
      "/config/contactFields",
      "/admin/business/panel/contactFields",
      "/admin/business/panel/chatbot/selector",
      "/admin/business/panel/smsConfig",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("gives every business panel page of the spec, each showing a /config screen or its own", () => {
    const subs = PANEL_PAGES.map((page) => page.sub).sort();
    expect(subs).toEqual(
      [
        "/chatbot/name",
        "/chatbot/welcome",
        "/chatbot/selector",
        "/setup",
        "/area",
        "/category",
        "/labels",
        "/contactFields",
        "/quickly",
        "/users",
        "/sms",
        "/keys",
        "/assing-agent",
        "/surveys",
        "/surveys/new",
        "/surveys/edit",
        "/outOfTime",
        "/smsConfig",
      ].sort(),
    );
    const configPaths = CONFIG_ROUTES.map((route) => route.path);
    for (const page of PANEL_PAGES) {
      if (page.configPath) expect(configPaths).toContain(page.configPath);
    }
    expect(panelPathFor("/config/areasCompany")).toBe("/admin/business/panel/area");
    expect(panelPathFor("/config/surveys/edit")).toBe("/admin/business/panel/surveys/edit");
  });

  it("keeps the survey editor out of the menus: it is part of the survey list", () => {
    for (const path of ["/config/surveys/new", "/config/surveys/edit"]) {
      const route = findAppRoute(path);
      expect(route?.partOf).toBe("/config/surveys");
      expect(route?.menu).toBeUndefined();
      expect(route && canOpenRoute(route, { role: "ProviderAdmin", isSelector: false })).toBe(true);
      expect(route && canOpenRoute(route, { role: "ProviderSupervisor", isSelector: false })).toBe(false);
    }
    const subPages = PANEL_PAGES.filter((page) => page.partOf).map((page) => page.sub);
    expect(subPages).toEqual(["/surveys/new", "/surveys/edit"]);
  });
});
