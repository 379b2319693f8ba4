import { companyUsersEs } from "./es";

/**
 * Spanish texts of the platform's people (/admin/user), mounted in app/i18n/catalogue.ts under its own key;
 * what they say as a business's people do (form, columns, deactivation) is read from es.ts.
 */
export const platformUsersEs = {
  subtitle: "Quienes administran la plataforma: su rol, su acceso a la consola y su contraseña.",
  tabs: {
    label: "Ver usuarios de",
    platform: "Plataforma",
    business: "Empresas",
  },
  new: "Nuevo usuario",
  searchLabel: "Buscar usuarios de la plataforma",
  searchPlaceholder: "Buscar por nombre o correo",
  loadMore: "Ver más",
  noAccess: "Sin acceso",
  noAccessHint: "Este rol no tiene acceso a la consola: edítalo para darle uno.",
  empty: "Todavía no hay usuarios de la plataforma",
  emptyHint: "Agrega a quien administra la plataforma con «Nuevo usuario».",
  noResults: "Ningún usuario coincide con «{{search}}»",
  noResultsHint: "Busca por otra parte del nombre o del correo.",
  loadError: "No se pudo cargar la lista de usuarios de la plataforma.",
  form: {
    newTitle: "Nuevo usuario de la plataforma",
    editTitle: "Editar usuario de la plataforma",
    roleWithoutAccess: "Hoy tiene el rol «{{role}}», que no entra a la consola. Elige uno para darle acceso.",
  },
  deactivate: {
    ...companyUsersEs.deactivate,
    explanation: "Su sesión se cerrará de inmediato y no podrá volver a entrar hasta que lo actives.",
  },
  activate: {
    title: "Activar usuario",
    question: "¿Activar a {{name}}?",
    explanation: "Podrá volver a iniciar sesión con su contraseña de siempre.",
    confirm: "Activar",
    cancel: "Cancelar",
  },
  business: {
    subtitle: "Elige una empresa para ver y administrar a su gente.",
    pick: "Elige una empresa",
    pickHint: "Busca la empresa por nombre para ver a sus usuarios.",
  },
} as const;
