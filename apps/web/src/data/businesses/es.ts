/** Spanish texts of the business picker; mounted in app/i18n/catalogue.ts under "businessPicker". */
export const businessPickerEs = {
  label: "Empresa",
  placeholder: "Busca una empresa por nombre",
  loadMore: "Ver más empresas",
  none: "Ninguna empresa activa coincide",
  loadError: "No se pudieron cargar las empresas",
  unknown: "Empresa {{id}}",
} as const;
