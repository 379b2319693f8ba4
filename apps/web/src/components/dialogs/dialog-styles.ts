/** Dialog titles read as titles (Mantine's default is body weight). */
export const DIALOG_STYLES = { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } } as const;
