import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, compressed once at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request or sending the files raw. It reads the files once they are written: Vite still rewrites chunks in
 * its own generateBundle (the preload lists), so a copy made earlier would not match the file.
 */
export function precompress(): Plugin {
  return {
    name: "consola-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(dir, fileName);
          const bytes = await readFile(file);
          if (bytes.byteLength < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          };
          await writeFile(`${file}.br`, await brotli(bytes, { params }));
          await writeFile(`${file}.gz`, await gzipped(bytes, { level: 9 }));
        }),
      );
    },
  };
}
