/**
 * Spanish texts of what a contact sends beyond text (contact cards, orders, reactions, unreadable types,
 * number changes, the ad they came from), shown by the message components every chat view shares; mounted in
 * app/i18n/catalogue.ts under "inboundMessages". The words the server also stores live in INBOUND_TEXTS.
 */
export const inboundMessagesEs = {
  contactCard: {
    label: "Contacto compartido: {{name}}",
    unnamed: "Contacto sin nombre",
    organization: "Empresa y puesto",
    /** WhatsApp's labels of a card's numbers and e-mails; others are shown as they come. */
    types: { CELL: "Celular", MAIN: "Principal", IPHONE: "iPhone", HOME: "Casa", WORK: "Trabajo" },
    call: "Llamar a {{phone}}",
    write: "Escribir a {{email}}",
  },
  order: {
    label: "Pedido del catálogo",
    caption: "Productos del pedido",
    product: "Producto",
    quantity: "Cantidad × precio",
    quantityTimesPrice: "{{quantity}} × {{price}}",
    subtotal: "Subtotal",
    total: "Total",
    units_one: "{{count}} artículo",
    units_other: "{{count}} artículos",
  },
  reaction: "Reacción del contacto: {{emoji}}",
  unreadable: "Mensaje no compatible",
  mediaRetrying: "Se intentará descargar de nuevo",
  referral: {
    from: "Llegó desde {{source}}: {{headline}}",
    fromUntitled: "Llegó desde {{source}}",
    sources: { ad: "un anuncio", post: "una publicación", other: "un enlace" },
    links: { ad: "Ver el anuncio", post: "Ver la publicación", other: "Abrir el enlace" },
    opensInNewTab: "(se abre en otra pestaña)",
  },
} as const;
