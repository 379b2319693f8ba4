import { ALL_ENDPOINTS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { routeTestWorld } from "../../test/route-test-world.js";

const t = routeTestWorld({ businesses: false });

/** The API document and its browser are the plugin's own routes, not endpoints of the product. */
const isDocumentation = (url: string) => url === "/api/openapi.json" || url.startsWith("/api/docs");

const key = (method: string, path: string) => `${method} ${path}`;

describe("declared endpoints", () => {
  it("are each declared once", () => {
    const keys = ALL_ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(keys.filter((one, index) => keys.indexOf(one) !== index)).toEqual([]);
  });

  it("are exactly the API routes the server serves", () => {
    const served = t.app.routeTable
      .filter((route) => route.url.startsWith("/api/") && !isDocumentation(route.url))
      .map((route) => key(route.method, route.url));
    const declared = ALL_ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(
      served.filter((one) => !declared.includes(one)),
      "served but not declared",
    ).toEqual([]);
    expect(
      declared.filter((one) => !served.includes(one)),
      "declared but not served",
    ).toEqual([]);
  });

  it("are public on the server exactly when declared public", () => {
    const publicServed = new Set(
      t.app.routeTable.filter((route) => route.public).map((route) => key(route.method, route.url)),
    );
    for (const endpoint of ALL_ENDPOINTS) {
      const name = key(endpoint.method, endpoint.path);
      expect(publicServed.has(name), name).toBe(endpoint.access === "public");
    }
  });

  it("are each in the OpenAPI document with their summary and who may call them", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    for (const endpoint of ALL_ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      const name = key(endpoint.method, endpoint.path);
      expect(operation?.summary, name).toBe(endpoint.summary);
      const roles = endpoint.access === "public" ? "Public" : endpoint.access.join(", ");
      expect(operation?.description, name).toContain(roles);
    }
  });
});
