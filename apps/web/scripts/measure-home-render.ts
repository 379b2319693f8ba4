import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ChatSummary } from "@consola/shared";
import react from "@vitejs/plugin-react";
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from "playwright-core";
import { build } from "vite";
import { buildActiveChat } from "../src/test/chats";
import { buildBusiness, buildProfile, FAKE_TOKEN } from "../src/test/fixtures";
import { type ApiAnswer, CHROMIUM, listen, serveDist } from "./measure-login-js";

/**
 * How /home copes with a full day's work: the built app is served as it is with an agent signed in who has
 * 1,000 chats, and Chromium times how long the list takes to show its first rows after navigation, then
 * scrolls it to the bottom (pages of 100 load as it goes) counting the frames that missed 60 Hz. The /api
 * calls /home makes are answered here from the web tests' fixtures, so no server or database is needed.
 *
 * npm run --silent measure:home-render -w @consola/web [-- distDir [runs]]   (three runs by default)
 *
 * It then opens /home twice more in the same browser and times the third visit's rows too (repeatRenderMs): the
 * files from the HTTP cache and their code from V8's cache, as an agent's browser has them during the day.
 * Each run also signs in from /auth/login in a fresh browser, as an agent first opens /home after a release,
 * and times the rows from the sign-in's navigation to /home (signInRenderMs) and from the form's submission
 * (signInSubmitMs). Then it times the render yardstick (scripts/render-yardstick: React and Mantine, a header
 * and twenty rows, nothing else) the same way, as the machine's own floor for such a screen, and prints
 * /home's ratio to it.
 *
 * It prints a row per run, their medians and a last JSON line, {"home":{"renderMs",...}}. HOME_DEBUG=1 also
 * lists when each file and call of a run started and ended, relative to navigation; HOME_PROFILE=<prefix> writes
 * a CPU profile of each run from navigation to the painted rows (<prefix>-<run>.cpuprofile, of its repeat
 * visit <prefix>-<run>-repeat.cpuprofile, of its sign-in visit <prefix>-<run>-sign-in.cpuprofile; for
 * Chromium's DevTools; HOME_PROFILE_SCROLL=1 keeps it running until the scroll ends). "source" resolves
 * @consola/shared to its TypeScript, as the web build does.
 */

export type HomeRun = {
  /** Navigation start to the first painted frame with chat rows in the list. */
  renderMs: number;
  /**
   * The same on a later visit in the same browser, as an agent opens /home all day: the hashed files from the
   * HTTP cache (immutable, as the server sends them) and their compiled code from V8's cache, which Chromium
   * fills on the second load of a script and reads from the third. Timed on the third visit.
   */
  repeatRenderMs: number;
  /**
   * How an agent first opens /home after a release: a fresh browser signs in on /auth/login, and the time runs
   * from the sign-in's navigation to /home to the first painted rows. The console downloads while the sign-in's
   * calls and its pause run (app/signed-in-shell.ts).
   */
  signInRenderMs: number;
  /**
   * The same visit from the form's submission: the sign-in's calls, its 300 ms pause and the render. The
   * credentials are typed at ten characters a second before it.
   */
  signInSubmitMs: number;
  /** Animation frames while scrolling to the bottom, and the 60 Hz frames lost among them. */
  frames: number;
  droppedFrames: number;
  /** Tasks over 50 ms while scrolling. */
  longTasks: number;
  scrollMs: number;
};
export type HomeMeasure = {
  runs: HomeRun[];
  median: HomeRun;
  chats: number;
  /** The same watch on the render yardstick (scripts/render-yardstick), median of as many runs. */
  yardstickMs: number;
};

/** The target's 1,000; HOME_CHATS=20 shows what the chats themselves cost against the page around them. */
export const HOME_CHATS = Number(process.env.HOME_CHATS ?? 1_000);
const HOME_PATH = "/home";
const ROLE = "ProviderAgent";
/** Pixels scrolled per frame: two 72 px rows, a brisk fling (8,640 px/s at 60 Hz). */
const SCROLL_STEP_PX = 144;
const FRAME_MS = 1000 / 60;
/** A frame interval beyond one and a half budgets means at least one frame was not drawn. */
const LATE_FRAME_MS = FRAME_MS * 1.5;
const MINUTE = 60_000;
/** Between keystrokes when the sign-in visit types its credentials: ten characters a second. */
const TYPING_DELAY_MS = 100;

/** Newest activity first, as ListContactCurrentFind returns them; some unread, both channels. */
function buildChats(count: number): ChatSummary[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return buildActiveChat({
      id,
      contactId: 10_000 + id,
      channel: id % 4 === 0 ? "sms" : "whatsapp",
      contact: { id: 10_000 + id, name: `Cliente ${id}`, phoneNumber: "+528112345678", optIn: true },
      unreadCount: id % 3 === 0 ? id % 7 : 0,
      lastMessageAt: new Date(now - index * 7 * MINUTE).toISOString(),
    });
  });
}

type ChatFilter = { unreadOnly?: boolean; take?: number; after?: string };

/** A keyset page: `after` is the last id of the page before, as the server's cursor. */
function chatPage(chats: ChatSummary[], filter: ChatFilter) {
  const matching = filter.unreadOnly ? chats.filter((chat) => chat.unreadCount > 0) : chats;
  const start = filter.after ? matching.findIndex((chat) => String(chat.id) === filter.after) + 1 : 0;
  const items = matching.slice(start, start + (filter.take ?? 100));
  const last = items.at(-1);
  const more = start + items.length < matching.length;
  return {
    total: matching.length,
    totalCapped: false,
    items,
    nextCursor: more && last ? String(last.id) : null,
  };
}

/** The calls /home makes for a signed-in agent, each in the API's envelope. */
function homeApi(chats: ChatSummary[], unknown: Set<string>): ApiAnswer {
  const data = (payload: unknown) => ({ status: 200, body: { isOk: true, message: "", data: payload } });
  return (pathname, body) => {
    switch (pathname) {
      case "/api/auth/Login":
        return data({
          token: FAKE_TOKEN,
          role: ROLE,
          typeIdentity: ROLE,
          userId: 7,
          expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
        });
      case "/api/admin/Profile":
        return data(buildProfile(ROLE));
      case "/api/admin/MyBusiness":
        return data(buildBusiness());
      case "/api/admin/ListContactCurrentFind":
        return data(chatPage(chats, (body ?? {}) as ChatFilter));
      case "/api/wp/ListMessagePendient":
        return data({ total: 0, totalCapped: false, items: [], nextCursor: null });
      case "/api/notification/List":
        return data({ total: 0, items: [] });
      default:
        unknown.add(pathname);
        return undefined;
    }
  };
}

/** In the page before any of its scripts: the stored session a signed-in browser keeps. */
function storeSession({ token, role, profile, business, colors }: Record<string, string>) {
  // SESSION_KEYS of src/lib/session/session-store.ts: the first screen paints with the stored profile,
  // business and colours while they are fetched again.
  localStorage.setItem("consola.token", token ?? "");
  localStorage.setItem("consola.role", role ?? "");
  localStorage.setItem("consola.profile", profile ?? "");
  localStorage.setItem("consola.business", business ?? "");
  // Stored with the business by every sign-in: without them the first screen paints with the default
  // colours and the whole app renders again with the business's once MyBusiness answers.
  localStorage.setItem("consola.colors", colors ?? "");
}

/**
 * In the page before any of its scripts: `rowsPainted`, the time of the first frame painted with chat rows;
 * `homeNavigated`, when the app's router went to /home (the sign-in replaces the address); `submittedAt`, when
 * a form was last submitted.
 */
function watchRows(homePath: string) {
  const win = window as unknown as {
    rowsPainted: Promise<number>;
    homeNavigated: Promise<number>;
    submittedAt: number;
  };
  win.rowsPainted = new Promise((resolve) => {
    const look = () => {
      if (document.querySelector('[data-testid="chat-list"] [data-testid="chat-row"]')) {
        // A task posted from the frame that first has rows runs once that frame is painted.
        setTimeout(() => {
          performance.mark("home:rows-painted");
          resolve(performance.now());
        }, 0);
      } else {
        requestAnimationFrame(look);
      }
    };
    requestAnimationFrame(look);
  });
  win.homeNavigated = new Promise((resolve) => {
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        if (location.pathname === homePath) resolve(performance.now());
      };
    }
  });
  document.addEventListener(
    "submit",
    () => {
      win.submittedAt = performance.now();
    },
    true,
  );
}

/** Scrolls the list a step per frame until the last chat is shown, timing every frame. */
function scrollToBottom({ step, lastName, lateMs, frameMs }: Record<string, number | string>) {
  const list = document.querySelector<HTMLElement>('[data-testid="chat-list"]');
  if (!list) throw new Error("no chat list");
  let longTasks = 0;
  const observer = new PerformanceObserver((entries) => {
    longTasks += entries.getEntries().length;
  });
  observer.observe({ type: "longtask" });
  return new Promise<{ frames: number; droppedFrames: number; longTasks: number; scrollMs: number }>(
    (resolve, reject) => {
      const started = performance.now();
      let last = started;
      let frames = 0;
      let droppedFrames = 0;
      const frame = (now: number) => {
        const interval = now - last;
        last = now;
        frames++;
        if (frames > 1 && interval > Number(lateMs))
          droppedFrames += Math.round(interval / Number(frameMs)) - 1;
        const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
        if (atBottom && list.textContent?.includes(String(lastName))) {
          observer.disconnect();
          resolve({ frames, droppedFrames, longTasks, scrollMs: Math.round(now - started) });
          return;
        }
        if (now - started > 120_000) {
          reject(new Error("the list did not reach its last chat in two minutes"));
          return;
        }
        list.scrollTop += Number(step);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
  );
}

/** Starts V8's sampling profiler in `page` (HOME_PROFILE): a sample every 100 µs. */
async function startCpuProfile(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return cdp;
}

/** Stops it and writes the profile for Chromium's DevTools. */
async function stopCpuProfile(cdp: CDPSession, file: string): Promise<void> {
  const { profile } = await cdp.send("Profiler.stop");
  await writeFile(file, JSON.stringify(profile));
}

/** Opens `origin` + HOME_PATH in a fresh context and times its first painted rows, then scrolls `chats`. */
async function measureOnce(
  browser: Browser,
  origin: string,
  chats: ChatSummary[] | undefined,
  profileFile?: string,
): Promise<HomeRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    // tsx names functions with an __name helper; the functions sent to the page need it there too.
    await page.addInitScript("globalThis.__name = (fn) => fn;");
    await page.addInitScript(watchRows, HOME_PATH);
    await page.addInitScript(storeSession, {
      token: FAKE_TOKEN,
      role: ROLE,
      profile: JSON.stringify(buildProfile(ROLE)),
      business: JSON.stringify(buildBusiness()),
      colors: JSON.stringify(buildBusiness().colors),
    });
    const cdp = profileFile ? await startCpuProfile(context, page) : undefined;
    await page.goto(`${origin}${HOME_PATH}`);
    const renderMs = await page.evaluate(
      () => (window as unknown as { rowsPainted: Promise<number> }).rowsPainted,
    );
    const stopProfile = async () => {
      if (cdp && profileFile) await stopCpuProfile(cdp, profileFile);
    };
    if (process.env.HOME_PROFILE_SCROLL === undefined) await stopProfile();
    if (!chats)
      return {
        renderMs: Math.round(renderMs),
        repeatRenderMs: 0,
        signInRenderMs: 0,
        signInSubmitMs: 0,
        frames: 0,
        droppedFrames: 0,
        longTasks: 0,
        scrollMs: 0,
      };
    const lastName = chats.at(-1)?.contact.name ?? "";
    const scroll = await page.evaluate(scrollToBottom, {
      step: SCROLL_STEP_PX,
      lastName,
      lateMs: LATE_FRAME_MS,
      frameMs: FRAME_MS,
    });
    if (process.env.HOME_PROFILE_SCROLL !== undefined) await stopProfile();
    if (process.env.HOME_DEBUG) {
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map(
            (e) =>
              `${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(/^.*\/\/[^/]+/, "")}`,
          ),
      );
      process.stderr.write(`${entries.join("\n")}\n`);
    }
    let repeatRenderMs = 0;
    for (let visit = 2; visit <= 3; visit++) {
      const profiled = cdp && profileFile && visit === 3;
      if (profiled) await cdp.send("Profiler.start");
      await page.goto(`${origin}${HOME_PATH}`);
      repeatRenderMs = await page.evaluate(
        () => (window as unknown as { rowsPainted: Promise<number> }).rowsPainted,
      );
      if (profiled) await stopCpuProfile(cdp, profileFile.replace(/\.cpuprofile$/, "-repeat.cpuprofile"));
    }
    return {
      renderMs: Math.round(renderMs),
      repeatRenderMs: Math.round(repeatRenderMs),
      ...(await measureSignIn(browser, origin, profileFile?.replace(/\.cpuprofile$/, "-sign-in.cpuprofile"))),
      ...scroll,
    };
  } finally {
    await context.close();
  }
}

/**
 * A fresh browser (nothing cached, no session) signs in on /auth/login and goes to /home; times its rows.
 * With `profileFile` (HOME_PROFILE: <prefix>-<run>-sign-in.cpuprofile), profiles from the click to the rows.
 */
async function measureSignIn(
  browser: Browser,
  origin: string,
  profileFile?: string,
): Promise<Pick<HomeRun, "signInRenderMs" | "signInSubmitMs">> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript("globalThis.__name = (fn) => fn;");
    await page.addInitScript(watchRows, HOME_PATH);
    await page.goto(`${origin}/auth/login`);
    // Typed as a quick typist types (ten characters a second): the form starts downloading what sending it
    // needs at the first keystroke, as it would for a person.
    await page.getByLabel("Usuario").pressSequentially("agente@demo.mx", { delay: TYPING_DELAY_MS });
    await page
      .getByLabel("Contraseña", { exact: true })
      .pressSequentially("una-clave-larga", { delay: TYPING_DELAY_MS });
    const cdp = profileFile ? await startCpuProfile(context, page) : undefined;
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const times = await page.evaluate(async () => {
      const win = window as unknown as {
        rowsPainted: Promise<number>;
        homeNavigated: Promise<number>;
        submittedAt: number;
      };
      const [painted, navigated] = await Promise.all([win.rowsPainted, win.homeNavigated]);
      return { painted, navigated, submitted: win.submittedAt };
    });
    if (cdp && profileFile) await stopCpuProfile(cdp, profileFile);
    if (process.env.HOME_DEBUG) {
      // Relative to the navigation to /home: what was still downloading once the sign-in went there.
      const entries = await page.evaluate(
        (navigated) =>
          performance
            .getEntriesByType("resource")
            .map(
              (e) =>
                `${Math.round(e.startTime - navigated)}..${Math.round((e as PerformanceResourceTiming).responseEnd - navigated)} ${e.name.replace(/^.*\/\/[^/]+/, "")}`,
            ),
        times.navigated,
      );
      process.stderr.write(`sign-in, from the navigation to /home:\n${entries.join("\n")}\n`);
    }
    return {
      signInRenderMs: Math.round(times.painted - times.navigated),
      signInSubmitMs: Math.round(times.painted - times.submitted),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Opens /home of the app built in distDir `runs` times, each in a fresh context (nothing cached). */
export async function measureHomeRender(distDir: string, runs = 3): Promise<HomeMeasure> {
  const chats = buildChats(HOME_CHATS);
  const unknown = new Set<string>();
  const server = serveDist(path.resolve(distDir), homeApi(chats, unknown));
  const port = await listen(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  try {
    const results: HomeRun[] = [];
    const profile = process.env.HOME_PROFILE;
    for (let run = 0; run < runs; run++) {
      const profileFile = profile ? `${profile}-${run + 1}.cpuprofile` : undefined;
      results.push(await measureOnce(browser, `http://127.0.0.1:${port}`, chats, profileFile));
    }
    // A call answered 404 would leave part of /home in an error state the figures do not show.
    if (unknown.size > 0) process.stderr.write(`unanswered /api calls: ${[...unknown].join(", ")}\n`);
    const pick = (key: keyof HomeRun) => median(results.map((result) => result[key]));
    const medianRun: HomeRun = {
      renderMs: pick("renderMs"),
      repeatRenderMs: pick("repeatRenderMs"),
      signInRenderMs: pick("signInRenderMs"),
      signInSubmitMs: pick("signInSubmitMs"),
      frames: pick("frames"),
      droppedFrames: pick("droppedFrames"),
      longTasks: pick("longTasks"),
      scrollMs: pick("scrollMs"),
    };
    const yardstickMs = await measureYardstick(browser, runs);
    return { runs: results, median: medianRun, chats: chats.length, yardstickMs };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * The machine's own figure for a first render: the yardstick page (React and Mantine, a header and twenty
 * rows, nothing else) built into a temporary directory and timed by the same watch, `runs` times in fresh
 * contexts of the same browser. Its median is the least a screen like /home can take here.
 */
async function measureYardstick(browser: Browser, runs: number): Promise<number> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "consola-render-yardstick-"));
  try {
    await build({
      root: fileURLToPath(new URL("./render-yardstick", import.meta.url)),
      configFile: false,
      logLevel: "error",
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const server = serveDist(outDir);
    const port = await listen(server);
    try {
      const times: number[] = [];
      for (let run = 0; run < runs; run++)
        times.push((await measureOnce(browser, `http://127.0.0.1:${port}`, undefined)).renderMs);
      return median(times);
    } finally {
      server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function printTable(measure: HomeMeasure): void {
  const columns: (keyof HomeRun)[] = [
    "renderMs",
    "repeatRenderMs",
    "signInRenderMs",
    "signInSubmitMs",
    "frames",
    "droppedFrames",
    "longTasks",
    "scrollMs",
  ];
  const row = (name: string, values: (string | number)[]) =>
    `${name.padEnd(8)}${values.map((value) => String(value).padStart(15)).join("")}\n`;
  process.stdout.write(row("run", columns));
  measure.runs.forEach((run, index) => {
    process.stdout.write(
      row(
        String(index + 1),
        columns.map((column) => run[column]),
      ),
    );
  });
  process.stdout.write(
    row(
      "median",
      columns.map((column) => measure.median[column]),
    ),
  );
  const {
    renderMs,
    repeatRenderMs,
    signInRenderMs,
    signInSubmitMs,
    droppedFrames,
    frames,
    longTasks,
    scrollMs,
  } = measure.median;
  const { yardstickMs } = measure;
  process.stdout.write(
    `yardstick (React + Mantine, a header and 20 rows): ${yardstickMs} ms; /home ÷ yardstick ${(renderMs / yardstickMs).toFixed(2)}\n`,
  );
  const home = {
    renderMs,
    repeatRenderMs,
    signInRenderMs,
    signInSubmitMs,
    droppedFrames,
    chats: measure.chats,
    frames,
    longTasks,
    scrollMs,
    yardstickMs,
    ratioToYardstick: renderMs / yardstickMs,
  };
  process.stdout.write(`${JSON.stringify({ home })}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
  const runs = Number(process.argv[3] ?? 3);
  printTable(await measureHomeRender(distDir, runs));
}
