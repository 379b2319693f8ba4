import { request as httpRequest } from "node:http";

export type StreamedResponse = { status: number; headers: Record<string, unknown>; body: string };

/**
 * A multipart upload sent over a real socket, a piece at a time, so a test can see what the server answers
 * before the body ends (app.inject always hands over the whole body at once).
 */
export function openUpload(
  baseUrl: string,
  path: string,
  options: { token?: string; declaredBytes: number; boundary?: string },
) {
  const boundary = options.boundary ?? "consola-test-boundary";
  const request = httpRequest(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(options.declaredBytes),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  // The server may answer and close while we are still writing: that is the behaviour under test.
  request.on("error", () => {});
  const response = new Promise<StreamedResponse>((resolve, reject) => {
    request.on("response", (incoming) => {
      let body = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        body += chunk;
      });
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
      incoming.on("error", reject);
    });
  });
  request.flushHeaders();
  return {
    response,
    field(name: string, value: string) {
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    },
    fileHeader(name: string, mime: string) {
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
      );
    },
    /** Writes `bytes` bytes of file content, waiting for the socket to drain as a real client would. */
    async bytes(bytes: number) {
      const chunk = Buffer.alloc(64 * 1024, 7);
      for (let sent = 0; sent < bytes && !request.destroyed; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        if (!request.write(piece)) {
          await new Promise<void>((resolve) => {
            request.once("drain", resolve);
            request.once("close", resolve);
          });
        }
      }
    },
    end() {
      request.end(`\r\n--${boundary}--\r\n`);
    },
    abort() {
      request.destroy();
    },
  };
}
