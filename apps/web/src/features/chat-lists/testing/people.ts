/** The people the assign and transfer dialogs offer. */
export const PEOPLE = [
  {
    id: 5,
    name: "Ana López",
    role: "ProviderAgent",
    roleName: "Agente",
    area: { id: 1, name: "Ventas" },
    availability: "available",
    openChats: 2,
  },
  {
    id: 6,
    name: "Luis Hernández",
    role: "ProviderAgent",
    roleName: "Agente",
    area: null,
    availability: "offline",
    openChats: 0,
  },
] as const;
