/**
 * Spanish texts of the fields a chat's status change or closing asks for, one chat or many; mounted in
 * app/i18n/feature-texts.ts under "chatFields".
 */
export const chatFieldsEs = {
  status: "Estatus",
  statusPlaceholder: "Selecciona el estatus",
  comments: "Comentarios",
  commentsPlaceholder: "Describe el motivo del cambio",
  category: "Categoría de cierre",
  categoryPlaceholder: "Selecciona la categoría",
  noCategories: "No hay categorías de cierre activas. Pide a un administrador que cree una.",
} as const;
