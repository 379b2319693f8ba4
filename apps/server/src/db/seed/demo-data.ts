import type { BusinessDataFields, Colors, PhoneCountry, Role } from "@consola/shared";
import { type BusinessDefaults, OFFICE_WEEK } from "../../modules/platform-businesses/business-defaults.js";

/** The demo world of `npm start`: two businesses in different countries, every role, a few contacts. */
export type DemoUser = {
  name: string;
  email: string;
  role: Role;
  area?: string;
  position?: string;
  phone?: string;
};
export type DemoBusiness = BusinessDataFields & {
  timeZone: string;
  /** Where a phone typed without its code belongs (decision 007: MX, or CO for a Colombian business). */
  phoneCountry: PhoneCountry;
  colors: Colors;
  areas: { name: string; description: string }[];
  users: DemoUser[];
  contacts: { name: string; phoneNumber: string; company?: string; email?: string }[];
  /** How a chat can end (the close dialog offers the active ones). */
  closingCategories: BusinessDefaults["closingCategories"];
  /** Ready answers for the composer; `area` limits one to that area's chats. */
  quickAnswers: { shortcut: string; message: string; area?: string }[];
  /** Opening intervals by ISO weekday (1 Monday … 7 Sunday), on the business's clock. */
  hours: BusinessDefaults["hours"];
  /** Sent outside those hours once the hours are switched on; _BUSINESS_ and _NAME_ are filled in. */
  outOfHoursMessage: string;
  /**
   * The bots switched on (the others keep their default texts, ready to switch on); the selector offers
   * these areas, in this order.
   */
  bots: { welcome?: string; nameChange?: boolean; selectorAreas?: string[] };
  /** A month of past chats for the reports (demo-history.ts): who wrote, how many chats a day. */
  history: { phones: string[]; perDay: [number, number]; seed: number };
};

export const DEMO_PLATFORM_USERS: DemoUser[] = [
  { name: "Sofía Platas", email: "super@consola.demo", role: "Super", position: "Dirección de plataforma" },
  {
    name: "Pablo Ramírez",
    email: "plataforma@consola.demo",
    role: "VocomAdmin",
    position: "Soporte de plataforma",
  },
];

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    name: "Refaccionaria del Norte",
    rfc: "RNO850101AB2",
    personType: "moral",
    phone: "+528112345678",
    email: "contacto@norte.demo",
    address: "Av. Constitución 1500, Centro, Monterrey, N.L.",
    postalCode: "64000",
    timeZone: "America/Mexico_City",
    phoneCountry: "MX",
    colors: {
      title: "#0b3d91",
      bgButton: "#0b3d91",
      txtButton: "#ffffff",
      barFirst: "#0b3d91",
      barSecond: "#1e5bc6",
      primary: "#0b3d91",
      secondary: "#f2a900",
    },
    areas: [
      { name: "Ventas", description: "Cotizaciones y pedidos nuevos" },
      { name: "Refacciones", description: "Disponibilidad y compatibilidad de piezas" },
      { name: "Garantías", description: "Devoluciones y reclamaciones" },
    ],
    users: [
      {
        name: "Laura Garza",
        email: "admin@norte.demo",
        role: "ProviderAdmin",
        position: "Gerente de atención",
        phone: "+528111110001",
      },
      {
        name: "Marco Treviño",
        email: "supervisor@norte.demo",
        role: "ProviderSupervisor",
        position: "Supervisor de turno",
        phone: "+528111110002",
      },
      {
        name: "Ana López",
        email: "agente1@norte.demo",
        role: "ProviderAgent",
        area: "Ventas",
        position: "Asesora de ventas",
        phone: "+528111110003",
      },
      {
        name: "Luis Hernández",
        email: "agente2@norte.demo",
        role: "ProviderAgent",
        area: "Refacciones",
        position: "Asesor de refacciones",
        phone: "+528111110004",
      },
    ],
    closingCategories: [
      { name: "Resuelto", description: "La duda o el problema quedó resuelto" },
      { name: "Venta cerrada", description: "El cliente confirmó su pedido" },
      { name: "Cotización enviada", description: "Se envió precio y disponibilidad" },
      { name: "Sin respuesta del cliente", description: "El cliente dejó de contestar" },
      { name: "Garantía en trámite", description: "Se abrió una reclamación de garantía" },
      { name: "Pieza descontinuada", description: "Ya no se surte", status: "inactive" },
    ],
    quickAnswers: [
      {
        shortcut: "saludo",
        message: "¡Hola! Gracias por escribir a Refaccionaria del Norte. ¿En qué le ayudamos?",
      },
      {
        shortcut: "horario",
        message: "Abrimos de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 14:00.",
      },
      {
        shortcut: "datos",
        message:
          "Para cotizar necesitamos marca, modelo y año del vehículo, y el número de parte si lo tiene.",
        area: "Ventas",
      },
      { shortcut: "gracias", message: "Gracias por su preferencia. ¡Que tenga buen día!" },
    ],
    hours: OFFICE_WEEK,
    outOfHoursMessage:
      "Hola _NAME_, gracias por escribir a _BUSINESS_. Atendemos de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 14:00; le responderemos en cuanto abramos.",
    // Its chats go straight to the pending queue, where the demo journeys take them.
    bots: {},
    history: {
      phones: [
        "+528181234000",
        "+528181234001",
        "+528181234002",
        "+528181234003",
        "+528181234004",
        "+528181234005",
        "+528181234006",
        "+528181234007",
        "+528181234008",
        "+528181234009",
        "+528181234010",
        "+528181234011",
      ],
      perDay: [4, 9],
      seed: 7,
    },
    contacts: [
      { name: "Jorge Salinas", phoneNumber: "+528181234567", company: "Taller Salinas" },
      { name: "María Fernanda Cantú", phoneNumber: "+528187654321", email: "mf.cantu@correo.demo" },
      { name: "Roberto Elizondo", phoneNumber: "+528119876543", company: "Transportes Elizondo" },
      { name: "Patricia Villarreal", phoneNumber: "+525512345678" },
      { name: "Héctor Garza", phoneNumber: "+523312345678", company: "Autopartes Garza" },
      { name: "Daniela Ochoa", phoneNumber: "+528441234567" },
    ],
  },
  {
    name: "Café Andino",
    rfc: "900123456-8",
    personType: "moral",
    phone: "+576016012345",
    email: "hola@andino.demo",
    address: "Carrera 7 # 72-41, Bogotá",
    postalCode: "110231",
    timeZone: "America/Bogota",
    phoneCountry: "CO",
    colors: {
      title: "#1b5e20",
      bgButton: "#2e7d32",
      txtButton: "#ffffff",
      barFirst: "#1b5e20",
      barSecond: "#388e3c",
      primary: "#2e7d32",
      secondary: "#795548",
    },
    areas: [
      { name: "Pedidos", description: "Pedidos a domicilio y suscripciones" },
      { name: "Mayoristas", description: "Clientes de cafeterías y hoteles" },
    ],
    users: [
      {
        name: "Camila Restrepo",
        email: "admin@andino.demo",
        role: "ProviderAdmin",
        position: "Directora comercial",
        phone: "+573001110001",
      },
      {
        name: "Andrés Gómez",
        email: "supervisor@andino.demo",
        role: "ProviderSupervisor",
        position: "Coordinador de servicio",
        phone: "+573001110002",
      },
      {
        name: "Valentina Ríos",
        email: "agente1@andino.demo",
        role: "ProviderAgent",
        area: "Pedidos",
        position: "Asesora",
        phone: "+573001110003",
      },
      {
        name: "Santiago Mejía",
        email: "agente2@andino.demo",
        role: "ProviderAgent",
        area: "Mayoristas",
        position: "Asesor",
        phone: "+573001110004",
      },
    ],
    closingCategories: [
      { name: "Resuelto", description: "La consulta quedó atendida" },
      { name: "Venta cerrada", description: "El pedido quedó confirmado" },
      { name: "Sin respuesta del cliente", description: "El cliente dejó de contestar" },
      { name: "Pedido mayorista", description: "Se tomó un pedido para cafetería u hotel" },
    ],
    quickAnswers: [
      { shortcut: "saludo", message: "¡Hola! Bienvenido a Café Andino. ¿En qué le podemos ayudar?" },
      { shortcut: "envio", message: "Enviamos a toda Bogotá en 24 horas; el envío es gratis desde $80.000." },
      {
        shortcut: "mayoreo",
        message: "Para precios de mayoreo compártanos el nombre del negocio y el consumo mensual aproximado.",
        area: "Mayoristas",
      },
      { shortcut: "gracias", message: "¡Gracias por preferir Café Andino!" },
    ],
    hours: OFFICE_WEEK,
    outOfHoursMessage:
      "¡Hola _NAME_! En _BUSINESS_ atendemos de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 14:00 (hora de Bogotá). Déjenos su mensaje y le respondemos apenas abramos.",
    // Shows the bots: a greeting, then the area menu ("Chats con el BOT" for its admin and supervisor).
    bots: {
      welcome: "¡Hola _NAME_! Gracias por escribir a _BUSINESS_. ☕",
      selectorAreas: ["Pedidos", "Mayoristas"],
    },
    history: {
      phones: [
        "+573105551000",
        "+573105551001",
        "+573105551002",
        "+573105551003",
        "+573105551004",
        "+573105551005",
        "+573105551006",
        "+573105551007",
        "+573105551008",
        "+573105551009",
        "+573105551010",
        "+573105551011",
      ],
      perDay: [2, 6],
      seed: 11,
    },
    contacts: [
      { name: "Juliana Cardona", phoneNumber: "+573101234567" },
      { name: "Felipe Arango", phoneNumber: "+573157654321", company: "Hotel La Candelaria" },
      { name: "Luisa Fernanda Pérez", phoneNumber: "+573209876543", email: "luisa.perez@correo.demo" },
      { name: "Mateo Londoño", phoneNumber: "+573004567890" },
      { name: "Carolina Suárez", phoneNumber: "+573186543210", company: "Cafetería El Parque" },
    ],
  },
];

export const DEMO_LOGINS: { email: string; role: Role; business: string }[] = [
  ...DEMO_PLATFORM_USERS.map((user) => ({ email: user.email, role: user.role, business: "Plataforma" })),
  ...DEMO_BUSINESSES.flatMap((business) =>
    business.users.map((user) => ({ email: user.email, role: user.role, business: business.name })),
  ),
];
