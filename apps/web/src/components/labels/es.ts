/**
 * Spanish texts of the label picker every labelled record shares (a chat in the workspace and the chat lists, a
 * contact in its detail) and the lists' label filter; mounted in app/i18n/feature-texts.ts under "labelPicker".
 */
export const labelPickerEs = {
  button: "Etiquetas",
  chatTitle: "Etiquetas del chat",
  contactTitle: "Etiquetas del contacto",
  empty: "La empresa todavía no tiene etiquetas activas.",
  inactive: "desactivada",
  filter: "Etiquetas",
  filterPlaceholder: "Cualquier etiqueta",
  filterNone: "Ninguna etiqueta coincide",
  match: "Con",
  matchAny: "Alguna",
  matchAll: "Todas",
} as const;
