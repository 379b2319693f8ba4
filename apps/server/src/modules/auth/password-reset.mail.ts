import { PASSWORD_RESET_TTL_MINUTES } from "@consola/shared";
import type { OutgoingMail } from "../../mail/mailer.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetPasswordMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  const text = [
    `Hola ${name}:`,
    "",
    "Recibimos una solicitud para restablecer la contraseña de tu cuenta en la consola.",
    `Abre este enlace para elegir una nueva contraseña (vale ${PASSWORD_RESET_TTL_MINUTES} minutos y un solo uso):`,
    "",
    link,
    "",
    "Si no la solicitaste, ignora este correo: tu contraseña no cambiará.",
  ].join("\n");
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en la consola.</p>
<p><a href="${escapeHtml(link)}">Restablecer mi contraseña</a> (vale ${PASSWORD_RESET_TTL_MINUTES} minutos y un solo uso).</p>
<p>Si no la solicitaste, ignora este correo: tu contraseña no cambiará.</p>`;
  return { to, subject: "Restablece tu contraseña", text, html, link };
}
