/**
 * The interface's shared texts, in Spanish (the only language of the product, spec section 9): the shell,
 * sign-in and what several screens use. Each feature keeps its own texts in its es.ts; app/i18n/catalogue.ts
 * puts them together. Texts the server also sends, and the validation texts the spec quotes, live in
 * MESSAGES of @consola/shared.
 */
export const commonEs = {
  app: {
    name: "Consola",
    tagline: "Atención a clientes por WhatsApp, SMS y MMS",
    documentTitle: "{{title}} · Consola",
    platform: "Plataforma",
    /** Someone changed this person's role or area while their console was open. */
    profileChanged: "Tu perfil cambió: el menú ya muestra lo que puedes abrir ahora.",
    /** A screen the role may not open (an old link, or an entry from before the role changed). */
    routeRefused: "Tu perfil no tiene acceso a esa sección: te llevamos a tu inicio.",
  },
  auth: {
    features: [
      "WhatsApp, SMS y MMS en una sola bandeja",
      "Bots de bienvenida y selector de área",
      "Asignación automática y encuestas de satisfacción",
    ],
    copyright: "Consola de atención a clientes",
  },
  common: {
    loading: "Cargando…",
    retry: "Reintentar",
    reload: "Recargar la página",
    backToLogin: "Volver a iniciar sesión",
    goHome: "Ir al inicio",
    togglePasswordVisibility: "Mostrar u ocultar la contraseña",
    close: "Cerrar",
  },
  /** The phone of the bots' and surveys' previews (components/phone). */
  phonePreview: { listButton: "Ver opciones" },
  /** A business's status, as the platform's screens show it. */
  businessStatus: { active: "Activa", inactive: "Inactiva" },
  forms: {
    /** Under a field that refused a character (decision 008): what was left out and what fits. */
    patternRefused: {
      digits: "No se aceptó «{{characters}}»: aquí solo van dígitos.",
      name: "No se aceptó «{{characters}}»: aquí solo van letras, espacios, guiones (-) y apóstrofos (').",
      alphanumeric: "No se aceptó «{{characters}}»: aquí solo van letras y números.",
      address:
        "No se aceptó «{{characters}}»: aquí solo van letras, números, espacios y . , # ° ' \" / ( ) -",
    },
  },
  phoneInput: {
    placeholder: "Número a 10 dígitos",
    hint: "10 dígitos, o + y la clave de otro país.",
    country: "País: {{country}}",
  },
  login: {
    title: "Iniciar sesión",
    subtitle: "Ingresa con tu correo y contraseña",
    userLabel: "Usuario",
    userPlaceholder: "correo@empresa.com",
    passwordLabel: "Contraseña",
    passwordPlaceholder: "Tu contraseña",
    submit: "Iniciar sesión",
    forgotLink: "¿Olvidaste tu contraseña?",
    loggedOut: "Cerraste sesión correctamente.",
    welcome: "Bienvenido, {{name}}",
  },
  forgot: {
    title: "Recupera tu contraseña",
    description: "Escribe el correo con el que inicias sesión y te enviaremos un enlace para restablecerla.",
    emailLabel: "Correo",
    emailPlaceholder: "correo@empresa.com",
    submit: "Enviar enlace",
    sentTitle: "Revisa tu correo",
  },
  reset: {
    title: "Restablecer contraseña",
    description: "Escribe la nueva contraseña para {{email}}.",
    validating: "Validando el enlace…",
    invalidTitle: "Enlace no válido",
    passwordLabel: "Nueva contraseña",
    confirmLabel: "Confirma la nueva contraseña",
    hint: "Usa al menos {{min}} caracteres y evita contraseñas comunes; una frase larga es más fácil de recordar.",
    submit: "Guardar contraseña",
    requestNew: "Solicitar un nuevo enlace",
    doneTitle: "Contraseña actualizada",
  },
  layout: {
    skipToContent: "Saltar al contenido",
    openNavigation: "Abrir menú",
    closeNavigation: "Cerrar menú",
    navigation: "Menú principal",
    phone: "Teléfono",
    searchPlaceholder: "Buscar…",
    searchLabel: "Buscar en la consola",
    connectedAgents: "Agentes conectados",
    newMessages: "Mensajes nuevos",
    noNewMessages: "Sin mensajes nuevos",
    noNewMessagesHint: "Aquí verás los mensajes que lleguen mientras trabajas en otra pantalla.",
    contacts: "Contactos",
    recentContacts: "Contactos recientes",
    noRecentContacts: "Sin contactos recientes",
    viewAllContacts: "Ver todos los contactos",
    newContact: "Nuevo contacto",
    notifications: "Notificaciones",
    personalTab: "Personales",
    generalTab: "Generales",
    noNotifications: "Sin notificaciones",
    noNotificationsHint: "Te avisaremos aquí de chats asignados, contactos nuevos y mensajes.",
    userMenu: "Menú de usuario",
    signOut: "Cerrar sesión",
    businessTime: "Hora de la empresa: {{time}} ({{zone}})",
    newMessagesCount: "Mensajes nuevos: {{count}} chats sin leer",
    openConversations: "Ir a Conversaciones",
    neverTalked: "Sin chats",
    notificationsCount: "Notificaciones: {{count}}",
    notificationTypes: {
      new_contact: "Nuevo contacto",
      new_message: "Nuevo mensaje",
      assigned: "Chat asignado",
      reassigned: "Chat transferido",
    },
    removeNotification: "Eliminar notificación",
    loadMore: "Cargar más",
    removeAll: "Eliminar todas",
    removeAllTitle: "Eliminar notificaciones",
    removeAllConfirm: "¿Eliminar todas las notificaciones {{tab}}? Esta acción no se puede deshacer.",
    removeAllAction: "Eliminar todas",
    cancel: "Cancelar",
    hub: {
      connected: "Conectado: los cambios llegan en tiempo real",
      reconnecting: "Reconectando con el servidor…",
      offline: "Sin conexión en tiempo real",
      /** The banner while the server cannot be reached for more than a moment. */
      unreachable:
        "Sin conexión con el servidor: lo que pase en otras consolas no llega hasta que vuelva. Reintentando…",
    },
    alerts: "Alertas",
    alertsMuted: "Alertas silenciadas",
    alertsSound: "Sonido al recibir mensajes",
    alertsDesktop: "Notificaciones de escritorio",
    alertsDesktopHint: "Solo en ventanas de más de 768 px de ancho",
    simulator: "Simulador de contactos",
  },
  search: {
    title: "Búsqueda",
    resultsFor: "Resultados para «{{query}}»",
    noQuery: "Escribe lo que buscas en el buscador del encabezado.",
  },
  sessionEnded: {
    title: "Tu sesión terminó",
    action: "Ir a iniciar sesión",
  },
  errors: {
    viewLoadTitle: "No se pudo cargar esta pantalla",
    viewLoadDescription: "Revisa tu conexión a internet y vuelve a cargar la página.",
    unexpectedTitle: "Algo salió mal",
    profileLoad: "No fue posible cargar tu perfil.",
  },
} as const;
