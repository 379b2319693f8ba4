/**
 * How long a focus move waits for its target to appear (a conversation loading after a take): a safety cut-off
 * for a target that never comes, generous enough for a slow network.
 */
const WAIT_MS = 15_000;

/**
 * Moves the keyboard focus to what `find` returns as soon as it is on the page: after taking a chat (the button
 * pressed is gone with its row) the focus goes to the new conversation's composer, after closing one to the
 * list's search, so the keyboard never falls back to the top of the page. Gives up quietly if it never shows.
 */
export function focusWhenShown(find: () => HTMLElement | null): void {
  const now = find();
  if (now) {
    now.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    // A page (or a test's window) torn down meanwhile has nothing left to focus.
    if (globalThis.document === undefined) {
      observer.disconnect();
      return;
    }
    const target = find();
    if (!target) return;
    observer.disconnect();
    clearTimeout(timer);
    target.focus();
  });
  const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The current conversation's composer and the chat list's search, as focusWhenShown looks for them. */
export const composerInput = () =>
  document.querySelector<HTMLElement>("[data-composer-input]:not([disabled])");
export const chatListSearch = () => document.querySelector<HTMLElement>("[data-chat-list-search]");
