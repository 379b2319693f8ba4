import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { consoleChunkGroups, MAX_GROUPS } from "./build/console-chunks";
import { precompress } from "./build/precompress";

const API_TARGET = process.env.CONSOLA_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // "source" makes @consola/shared resolve to its TypeScript, so the web app never needs its build.
    conditions: ["source", ...defaultClientConditions],
    alias: {
      "@consola/shared": fileURLToPath(new URL("../../packages/shared/src/index.ts", import.meta.url)),
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/hub": { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: { host: "127.0.0.1", port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // No vendor chunk: a library goes with the screens that use it, so the sign-in page does not
        // download what only the console uses (zod, libphonenumber-js, socket.io, most of Mantine).
        codeSplitting: {
          groups: [
            // React and the router change least often: their own chunk stays cached across releases.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: MAX_GROUPS + 2,
            },
            // Everything every page runs (the entry's static imports) in one chunk rather than the dozens of
            // small shared chunks the splitter would make of it.
            { name: "initial", tags: ["$initial"], priority: MAX_GROUPS + 1 },
            // What the signed-in console's first screen shares with the rest in a few chunks rather than one
            // per shared component (build/console-chunks.ts).
            ...consoleChunkGroups(),
          ],
        },
      },
    },
  },
});
