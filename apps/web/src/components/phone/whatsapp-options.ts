/** WhatsApp's reply buttons: up to three, each up to 20 characters (the server's outbound body decides alike). */
const BUTTONS = { options: 3, title: 20 } as const;

/** How WhatsApp shows a bot question's options: reply buttons when they fit, otherwise a list. */
export function whatsappOptionsAs(titles: readonly string[]): "buttons" | "list" {
  return titles.length <= BUTTONS.options && titles.every((title) => title.length <= BUTTONS.title)
    ? "buttons"
    : "list";
}

/** The numbered text SMS, MMS and the sandbox get (the server's numberedText). */
export function numberedText(prompt: string, titles: readonly string[]): string {
  if (titles.length === 0) return prompt;
  return `${prompt}\n\n${titles.map((title, index) => `${index + 1}. ${title}`).join("\n")}`;
}
