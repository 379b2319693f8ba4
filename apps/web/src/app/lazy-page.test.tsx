import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function Hello() {
  return <p>Hola</p>;
}

describe("lazyPage", () => {
  it("renders a preloaded page at once, without its Suspense fallback", async () => {
    const Page = lazyPage(() => Promise.resolve(Hello));
    await Page.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Hola")).toBeInTheDocument();
    expect(screen.queryByText("Cargando…")).not.toBeInTheDocument();
  });

  it("shows the fallback while a page that was not preloaded downloads", async () => {
    const Page = lazyPage(() => Promise.resolve(Hello));
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Cargando…")).toBeInTheDocument();
    expect(await screen.findByText("Hola")).toBeInTheDocument();
  });

  it("loads its chunk once however often it is preloaded, and again after a failed preload", async () => {
    let loads = 0;
    let fail = true;
    const Page = lazyPage(() => {
      loads++;
      return fail ? Promise.reject(new Error("sin red")) : Promise.resolve(Hello);
    });
    await Page.preload();
    fail = false;
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(2);
  });

  it("settles its preload even when the chunk fails, leaving the error to the render", async () => {
    const Page = lazyPage(() => Promise.reject(new Error("sin red")));
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
