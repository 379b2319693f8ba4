import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, compressed once at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request or sending the files raw.
 */
export function precompress(): Plugin {
  return {
    name: "consola-precompress",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName)) continue;
        const source = output.type === "chunk" ? output.code : output.source;
        const bytes = typeof source === "string" ? Buffer.from(source, "utf8") : Buffer.from(source);
        if (bytes.byteLength < MIN_BYTES) continue;
        this.emitFile({
          type: "asset",
          fileName: `${output.fileName}.br`,
          source: brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
        });
        this.emitFile({
          type: "asset",
          fileName: `${output.fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        });
      }
    },
  };
}
