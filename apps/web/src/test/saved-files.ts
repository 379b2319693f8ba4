import { afterEach, beforeEach, vi } from "vitest";

export type SavedFile = { name: string; blob: Blob };

/**
 * The files the code under test hands to the browser, in order: lib/api/save-file makes an object URL of the
 * file and clicks a download link to it, and here the click records the file instead of navigating. Call it
 * once at the top of a test file; the list starts empty for each test.
 */
export function savedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      const url = `blob:saved-file-${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob && this.download) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    saved.length = 0;
  });
  return saved;
}
