/** Spanish texts of this feature; mounted in app/i18n/catalogue.ts under its own key. */
export const agentsEs = {
  subtitle:
    "Quién atiende hoy, desde qué hora, cuánto tiempo lleva disponible y cuántos chats tiene abiertos.",
  updatedAt: "Actualizado a las {{time}}",
  refresh: "Actualizar",
  counters: {
    connected: "Conectados",
    available: "Disponibles",
    notAvailable: "No disponibles",
    offline: "Desconectados",
    ofTotal: "de {{total}}",
  },
  columns: {
    name: "Nombre",
    availability: "Disponibilidad",
    start: "Inicio",
    active: "Tiempo activo",
    inactive: "Tiempo inactivo",
    chats: "Chats abiertos",
  },
  noArea: "Sin área",
  notToday: "Sin conexión hoy",
  me: "Tú",
  empty: "Esta empresa todavía no tiene personas que atiendan chats",
  emptyHint:
    "Agrega usuarios con rol de agente, supervisor o administrador en la configuración de la empresa.",
  loadError: "No se pudo cargar la lista de agentes.",
  mine: {
    title: "Mi disponibilidad",
    switch: "Disponible para recibir chats",
    availableHint: "Te pueden asignar chats nuevos.",
    notAvailableHint: "No te asignarán chats nuevos mientras estés no disponible.",
    offlineHint: "Actívate para empezar a recibir chats.",
    since: "Conectado desde las {{time}}",
    active: "Activo hoy: {{time}}",
    inactive: "Inactivo hoy: {{time}}",
  },
  business: {
    pick: "Elige una empresa para ver a sus agentes",
    pickHint: "Búscala por su nombre en la lista de empresas activas.",
  },
} as const;
