import { VIEW_CHUNK_TIMEOUT_MS } from "@consola/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export class ViewLoadError extends Error {
  constructor(cause: unknown) {
    super("No se pudo cargar la vista", { cause });
    this.name = "ViewLoadError";
  }
}

/** A lazily loaded screen that can be asked to start downloading before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => void;
};

export type LazyPageOptions = {
  /** Starts fetching what the screen shows first; preload() runs it alongside the chunk's download. */
  prefetch?: () => Promise<unknown>;
};

/**
 * A route's screen in its own chunk. A chunk that never arrives (flaky network, a deploy replaced the
 * files) fails after the spec's 120 s instead of spinning forever, and the route's error page offers a
 * reload.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): LazyPage<P> {
  const page = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ViewLoadError("timeout")), VIEW_CHUNK_TIMEOUT_MS);
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } catch (error) {
      throw error instanceof ViewLoadError ? error : new ViewLoadError(error);
    } finally {
      clearTimeout(timer);
    }
  });
  // The browser keeps the imported module: the render's own load() then finds it there. A failed preload is
  // left to that load, which reports it.
  return Object.assign(page, {
    preload: () => {
      void load().catch(() => undefined);
      void options.prefetch?.().catch(() => undefined);
    },
  });
}
