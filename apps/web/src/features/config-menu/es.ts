/** Texts of the configuration menu (/config): one line on what each configuration screen is for. */
export const configMenuEs = {
  subtitle: "Todo lo que tu empresa puede ajustar, en un solo lugar.",
  descriptions: {
    "/config/overallCompanySetup": "Datos de la empresa, zona horaria, país de los teléfonos y colores.",
    "/config/companyUsers": "Agrega usuarios, asígnales rol y área, y actívalos o desactívalos.",
    "/config/areasCompany": "Crea las áreas de tu empresa y decide quién pertenece a cada una.",
    "/config/closingCategory": "Las categorías con las que se cierra cada chat.",
    "/config/labels": "Las etiquetas con las que los agentes marcan contactos y chats.",
    "/config/quicklyAnswers": "Mensajes listos para responder con un atajo desde la conversación.",
    "/config/company-assing-agent": "Reparte los chats nuevos entre los agentes disponibles.",
    "/config/outOfTime": "Horario de atención, días festivos y el mensaje fuera de horario.",
    "/config/smsConfig": "Líneas de WhatsApp, SMS y MMS, sus llaves y las plantillas.",
    "/config/surveys": "Encuestas de satisfacción con preguntas que se ramifican, y su interruptor.",
    "/config/configBusinessNameChatBot": "El bot que confirma o cambia el nombre del contacto.",
    "/config/WelcomeMessageChatBot":
      "El mensaje con el que el bot da la bienvenida a cada conversación nueva.",
    "/config/SelectorAreaChatBot": "El bot que pregunta al contacto con qué área quiere hablar.",
  } as Record<string, string>,
  /** The platform admins' business panel (/admin/business/panel): the same screens, for a chosen business. */
  panel: {
    subtitle: "Configura cualquier empresa con las mismas pantallas que usa su administrador.",
    back: "Todas las opciones de configuración",
    pick: "Elige una empresa",
    pickHint: "Busca la empresa por nombre para ver y cambiar su configuración.",
    descriptions: {
      "/setup": "Datos de la empresa, zona horaria, país de los teléfonos y colores.",
      "/users": "Usuarios de la empresa: rol, área, alta y baja.",
      "/area": "Las áreas de la empresa y quién pertenece a cada una.",
      "/category": "Las categorías con las que se cierra cada chat.",
      "/labels": "Las etiquetas con las que los agentes marcan contactos y chats.",
      "/quickly": "Mensajes listos para responder con un atajo desde la conversación.",
      "/assing-agent": "Cómo se reparten los chats nuevos entre los agentes disponibles.",
      "/outOfTime": "Horario de atención, días festivos y el mensaje fuera de horario.",
      "/smsConfig": "Todas las líneas de la empresa, sus llaves y las plantillas de WhatsApp.",
      "/sms": "Las líneas de SMS y MMS y las llaves de su proveedor.",
      "/keys": "Las líneas de WhatsApp (el canal de chat) y sus llaves.",
      "/surveys": "Las encuestas de satisfacción de la empresa y su interruptor.",
      "/chatbot/name": "El bot que confirma o cambia el nombre del contacto.",
      "/chatbot/welcome": "El mensaje con el que el bot da la bienvenida a cada conversación nueva.",
      "/chatbot/selector": "El bot que pregunta al contacto con qué área quiere hablar.",
    } as Record<string, string>,
  },
};
