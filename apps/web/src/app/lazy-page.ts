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
  /**
   * Starts downloading the chunk (and the prefetch). Settles once the chunk is there and the prefetch has
   * settled or had PREFETCH_GRACE_MS more; never rejects. A page preloaded before it first renders renders
   * at once, without suspending.
   */
  preload: () => Promise<void>;
};

/** How long preload() waits, once the chunk is there, for the prefetch to settle too. */
export const PREFETCH_GRACE_MS = 250;

export type LazyPageOptions = {
  /** Starts fetching what the screen shows first; preload() runs it alongside the chunk's download. */
  prefetch?: () => Promise<unknown>;
};

/**
 * A chunk a screen needs. One that never arrives (flaky network, a deploy replaced the files) fails after the
 * spec's 120 s instead of spinning forever, and as a ViewLoadError whatever went wrong, for which the route's
 * error page offers a reload.
 */
export async function loadView<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ViewLoadError("timeout")), VIEW_CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw error instanceof ViewLoadError ? error : new ViewLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** A route's screen in its own chunk (see loadView). */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPageOptions = {},
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const page = lazy(() => {
    // Already preloaded: a thenable that calls back at once, which React.lazy reads as resolved during the
    // same render, so the page renders now instead of showing its Suspense fallback for a frame.
    const ready = loaded;
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy calls then() itself; a promise would call back a microtask later
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    return loadWithTimeout();
  });
  const loadWithTimeout = async () => {
    const component = await loadView(load);
    loaded = component;
    return { default: component };
  };
  // One download however often it is preloaded (the shell is asked for at the first keystroke and again once
  // the sign-in answers): load() runs once while it is on its way or once it arrived. A failed
  // preload is forgotten, so the next one tries again, and left to the render's own load, which reports it.
  let preloading: Promise<void> | undefined;
  return Object.assign(page, {
    preload: () => {
      preloading ??= load().then(
        (component) => {
          loaded = component;
        },
        () => {
          preloading = undefined;
        },
      );
      const chunk = preloading;
      const data = options.prefetch?.().catch(() => undefined);
      if (!data) return chunk;
      // What the page shows first, if it comes soon after the chunk: the page then renders with it instead of
      // a skeleton first. A slow answer is not waited for beyond PREFETCH_GRACE_MS.
      return chunk.then(() =>
        Promise.race([data, new Promise((resolve) => setTimeout(resolve, PREFETCH_GRACE_MS))]).then(
          () => undefined,
        ),
      );
    },
  });
}
