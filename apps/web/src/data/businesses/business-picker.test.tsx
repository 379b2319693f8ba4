import type { BusinessListItem } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fail, ok } from "../../test/fake-fetch";
import { renderScreen } from "../../test/render-screen";
import { signedInAs } from "../../test/session";
import { BusinessPicker } from "./business-picker";

const business = (id: number, name: string): BusinessListItem => ({
  id,
  name,
  rfc: `RFC${String(id).padStart(9, "0")}`,
  status: "active",
  timeZone: "America/Mexico_City",
  phoneCountry: "MX",
  createdAt: "2026-01-05T10:00:00.000Z",
});

const norte = business(1, "Refaccionaria del Norte");
const andino = business(2, "Café Andino");
const sur = business(3, "Ferretería del Sur");

type Body = { search?: string; status?: string; after?: number; take?: number };
const bodyOf = async (request: Request): Promise<Body> => (await request.clone().json()) as Body;

/** ListBusiness over three active businesses, two a page, filtered by name like the server does. */
async function listBusiness(request: Request) {
  const body = await bodyOf(request);
  const matching = [norte, andino, sur].filter((item) =>
    item.name.toLowerCase().includes((body.search ?? "").toLowerCase()),
  );
  const start = body.after ? matching.findIndex((item) => item.id === body.after) + 1 : 0;
  const items = matching.slice(start, start + 2);
  const more = start + 2 < matching.length;
  return ok({ items, next: more ? (items.at(-1)?.id ?? null) : null });
}

function Harness({ initial = null, onPick }: { initial?: number | null; onPick?: (id: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <BusinessPicker
      value={value}
      onChange={(picked) => {
        setValue(picked.id);
        onPick?.(picked.id);
      }}
    />
  );
}

describe("BusinessPicker", () => {
  it("offers the active businesses, reads more with «Ver más empresas» and picks one", async () => {
    const { calls } = signedInAs("Super", { routes: { "POST /api/admin/ListBusiness": listBusiness } });
    const onPick = vi.fn();
    renderScreen(<Harness onPick={onPick} />, { path: "/", route: "/" });
    const events = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Empresa" });
    await events.click(input);
    expect(
      await screen.findByRole("option", { name: /Refaccionaria del Norte/, hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("option", { name: /Ferretería del Sur/, hidden: true }),
    ).not.toBeInTheDocument();
    await events.click(screen.getByRole("option", { name: "Ver más empresas", hidden: true }));
    await events.click(await screen.findByRole("option", { name: /Ferretería del Sur/, hidden: true }));
    expect(onPick).toHaveBeenCalledWith(3);
    await waitFor(() => expect(input).toHaveValue("Ferretería del Sur"));
    const bodies = await Promise.all(calls.map(bodyOf));
    expect(bodies[0]).toMatchObject({ status: "active" });
    expect(bodies).toContainEqual(expect.objectContaining({ status: "active", after: 2 }));
  });

  it("searches on the server once typing pauses", async () => {
    const { calls } = signedInAs("VocomAdmin", { routes: { "POST /api/admin/ListBusiness": listBusiness } });
    renderScreen(<Harness />, { path: "/", route: "/" });
    const events = userEvent.setup();
    await events.type(screen.getByRole("combobox", { name: "Empresa" }), "café");
    expect(await screen.findByRole("option", { name: /Café Andino/, hidden: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("option", { name: /Refaccionaria/, hidden: true })).toBeNull(),
    );
    const searches = (await Promise.all(calls.map(bodyOf))).map((body) => body.search ?? "");
    // One call for the empty list and one for the settled text, none per keystroke.
    expect(searches).toEqual(["", "café"]);
    await events.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("combobox", { name: "Empresa" })).toHaveValue("Café Andino");
  });

  it("names a business chosen by id (a shared URL) and says when nothing matches", async () => {
    signedInAs("Super", { routes: { "POST /api/admin/ListBusiness": listBusiness } });
    renderScreen(<Harness initial={2} />, { path: "/", route: "/" });
    const input = screen.getByRole("combobox", { name: "Empresa" });
    await waitFor(() => expect(input).toHaveValue("Café Andino"));
    const events = userEvent.setup();
    await events.clear(input);
    await events.type(input, "zzz");
    expect(await screen.findByText("Ninguna empresa activa coincide")).toBeInTheDocument();
  });

  it("says so when the list cannot be read", async () => {
    signedInAs("Super", { routes: { "POST /api/admin/ListBusiness": fail(500, null, "Error interno") } });
    renderScreen(<Harness />, { path: "/", route: "/" });
    await userEvent.setup().click(screen.getByRole("combobox", { name: "Empresa" }));
    expect(await screen.findByText("No se pudieron cargar las empresas")).toBeInTheDocument();
  });
});
