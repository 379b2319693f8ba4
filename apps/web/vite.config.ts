import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "./build/precompress";

/**
 * Every library but the ones a single lazily loaded screen or part uses: the charts (recharts and what only
 * it uses) and the survey flow diagram (xyflow, dagre and what only they use).
 */
const SHARED_LIBRARIES =
  /node_modules[\\/](?!(@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant|@xyflow|@dagrejs|zustand|classcat)[\\/])/;

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
        // Libraries change less often than our screens: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: "mantine", test: /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui)/, priority: 2 },
            // The charts and the flow diagram (and what only they use) stay out of both groups: only the
            // reports screen and the survey editor draw them, so they load with their chunks rather than
            // with every page.
            { name: "vendor", test: SHARED_LIBRARIES, priority: 1 },
          ],
        },
      },
    },
  },
});
