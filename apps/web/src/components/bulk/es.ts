/**
 * Spanish texts of the bulk pieces every list shares: the row selection, its toolbar, the labels dialog and a
 * bulk action's progress; mounted in app/i18n/feature-texts.ts under "bulk".
 */
export const bulkEs = {
  selection: {
    count_one: "{{count}} seleccionado",
    count_other: "{{count}} seleccionados",
    toolbar: "Acciones con los seleccionados",
    clear: "Quitar selección",
    selectPage: "Seleccionar los de esta página",
    selectRow: "Seleccionar {{name}}",
    pageSelected_one: "Está seleccionado el {{count}} de esta página.",
    pageSelected_other: "Están seleccionados los {{count}} de esta página.",
    selectMatching: "Seleccionar los {{total}} que coinciden",
    allMatching: "Están seleccionados los {{total}} que coinciden.",
    export: "Exportar seleccionados",
  },
  labels: {
    addTitle: "Agregar etiquetas",
    removeTitle: "Quitar etiquetas",
    choose: "Etiquetas",
    noActive: "La empresa todavía no tiene etiquetas activas.",
    noLabels: "La empresa todavía no tiene etiquetas.",
    addSubmit: "Agregar",
    removeSubmit: "Quitar",
    cancel: "Cancelar",
  },
  progress: {
    label: "Avance",
    counting: "Contando los registros…",
    running: "{{processed}} de {{total}} procesados",
    valueText: "{{processed}} de {{total}}",
    cancel: "Cancelar",
    close: "Cerrar",
    done: "Acción terminada",
    cancelled: "Acción cancelada",
    failed: "La acción no pudo terminar",
    changed_one: "{{count}} cambió",
    changed_other: "{{count}} cambiaron",
    skipped: "Sin cambios",
    skippedReason: "{{reason}}: {{count}}",
    announce: "{{status}}. {{changed}}.",
  },
} as const;
