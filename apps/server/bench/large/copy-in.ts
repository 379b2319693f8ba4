import { once } from "node:events";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

export type Cell = string | number | boolean | Date | null;

/** Text-format COPY needs these four escaped; everything else goes as it is. */
function escapeText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r")
    : value;
}

function cellText(cell: Cell): string {
  if (cell === null) return "\\N";
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === "string") return escapeText(cell);
  return String(cell);
}

/** Bytes gathered before one write to the COPY stream: big enough to keep the socket busy, small to hold. */
const CHUNK_CHARS = 1 << 20;

/**
 * One `COPY table (columns) FROM STDIN` on its own connection. Rows are gathered into ~1 MB chunks and written
 * with backpressure, so memory stays flat however many rows go through.
 */
export class CopyIn {
  rows = 0;
  private buffer: string[] = [];
  private bufferedChars = 0;
  private readonly stream: ReturnType<typeof copyFrom>;

  constructor(client: pg.Client, table: string, columns: readonly string[]) {
    const quoted = columns.map((column) => `"${column}"`).join(", ");
    this.stream = client.query(copyFrom(`copy "${table}" (${quoted}) from stdin`));
  }

  /** Adds a row; resolves at once unless the stream asked to wait. */
  async push(cells: readonly Cell[]): Promise<void> {
    const line = `${cells.map(cellText).join("\t")}\n`;
    this.buffer.push(line);
    this.bufferedChars += line.length;
    this.rows++;
    if (this.bufferedChars >= CHUNK_CHARS) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join("");
    this.buffer = [];
    this.bufferedChars = 0;
    if (!this.stream.write(chunk)) await once(this.stream, "drain");
  }

  /** Sends what is left and waits for the server to confirm the COPY. */
  async finish(): Promise<number> {
    await this.flush();
    const finished = once(this.stream, "finish");
    this.stream.end();
    await finished;
    return this.rows;
  }
}
