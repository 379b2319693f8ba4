/** Hands a downloaded file to the browser under the given name (a link click: no new tab, no navigation). */
export function saveFile(blob: Blob, name: string, keepUrlMs = 1_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL only holds memory from here on.
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}
