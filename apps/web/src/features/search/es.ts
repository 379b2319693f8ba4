/** Spanish texts of the header search page; mounted in app/i18n/catalogue.ts under "searchResults". */
export const searchResultsEs = {
  subtitle: "Contactos, chats y mensajes de tu empresa que coinciden con lo que escribiste.",
  subtitleAgent: "Contactos, tus chats, los pendientes y sus mensajes que coinciden con lo que escribiste.",
  submit: "Buscar",
  sections: {
    contacts: "Contactos",
    chats: "Chats",
    messages: "Mensajes",
  },
  shown_one: "{{count}} resultado",
  shown_other: "{{count}} resultados",
  more: "Ver más",
  none: {
    contacts: "Ningún contacto coincide",
    chats: "Ningún chat coincide",
    messages: "Ningún mensaje contiene esas palabras",
  },
  loadError: "No se pudo buscar en {{section}}.",
  agent: "Agente: {{name}}",
  unassigned: "Sin agente",
  fromContact: "Del contacto",
  fromAgent: "Respuesta",
  noQueryHint: "Busca por nombre o teléfono de un contacto, o por palabras de un mensaje.",
} as const;
