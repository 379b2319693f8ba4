import { PASSWORD_MIN_LENGTH } from "./constants.js";

/**
 * Every user-facing Spanish text that server and client both need. Texts quoted by the spec are kept
 * letter for letter (including its spelling: "invalido", "estan", "conciden").
 */
export const MESSAGES = {
  // Login (spec section 5)
  loginUserRequired: "Se requiere de un usuario para iniciar sesión",
  loginUserInvalid: "Usuario invalido",
  loginPasswordRequired: "Se requiere una contraseña",
  loginWrongCredentials: "Usuario/Contraseña incorrecta",
  loginTooManyAttempts:
    "Demasiados intentos fallidos de inicio de sesión desde esta conexión. Espera unos minutos e intenta de nuevo.",
  loginUserInactive: "El usuario está inactivo. Contacta a tu administrador.",
  loginRoleWithoutAccess:
    "Tu rol no tiene acceso a la consola. Pide a un administrador de la plataforma que te asigne otro rol.",
  loginBusinessInactive:
    "Tu empresa está desactivada en la plataforma, por eso no puedes iniciar sesión. Contacta a tu administrador.",
  // Recovery and reset
  emailRequired: "Se requiere un correo",
  emailInvalid: "Correo invalido",
  resetFieldsEmpty: "Los campos estan vacios",
  resetPasswordsDiffer: "Las contraseñas no conciden",
  resetPasswordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordTooWeak:
    "La contraseña es muy común o fácil de adivinar. Usa una frase más larga o menos predecible.",
  resetTokenInvalid: "El enlace para restablecer la contraseña no es válido o ya expiró",
  resetMailSent: "Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.",
  resetDone: "Tu contraseña se actualizó. Ya puedes iniciar sesión.",
  passwordMalformed: "La contraseña no tiene el formato esperado",
  // Other forms (spec section 5)
  nameBotIncomplete: "Completa todos los campos",
  closingCategoryRequired: "Los campos son obligatorios",
  quickAnswerRequired: "El mensaje es obligatorio",
  statusRequired: "El estatus es obligatorio",
  commentsRequired: "Los comentarios son obligatorios",
  uploadTooLarge: (limit: string) => `El tamaño del archivo debe ser menor a ${limit}`,
  uploadsBusyForUser: "Ya tienes archivos subiéndose. Espera a que terminen e intenta de nuevo.",
  uploadsBusy: "El servidor está recibiendo muchos archivos. Intenta de nuevo en unos segundos.",
  uploadMalformed: "El archivo no llegó completo o el formulario no es válido. Intenta de nuevo.",
  uploadOneFile: "Envía un solo archivo a la vez",
  // Error catalogue (spec section 8)
  routeNotFound: "The route does not exist",
  notAuthorized: "No autorizado",
  notFound: "No se encontró el recurso solicitado",
  forbidden: "No tienes permiso para realizar esta acción",
  payloadTooLarge: "La solicitud es demasiado grande",
  forbiddenCharacters: "La solicitud contiene caracteres no permitidos",
  sessionEnded: "Tu sesión expiró o alguien más inició sesión con tus credenciales. Vuelve a iniciar sesión.",
  sessionDeactivated: "Un administrador desactivó tu usuario. Si crees que es un error, habla con él.",
  sessionBusinessInactive:
    "La plataforma desactivó tu empresa y tu sesión terminó. Podrás volver a entrar cuando la reactiven.",
  desktopNotificationsUnsupported: "El navegador no permite notificaciones de escritorio",
  actionNotCompleted: "Acción no completada",
  networkError: "No fue posible comunicarse con el servidor",
  invalidRequest: "La solicitud no es válida",
  internalError: "Ocurrió un error inesperado. Intenta de nuevo.",
  serviceUnavailable: "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.",
  tooManyRequests: "Demasiadas solicitudes. Intenta de nuevo en unos momentos.",
  surveySendError: "Error al enviar la encuesta",
  surveySaveError: "Error al guardar la encuesta",
  surveyUpdateError: "Error al actualizar la encuesta",
  surveyDeleteError: "Error al eliminar la encuesta",
  ok: "Operación exitosa",
} as const;
