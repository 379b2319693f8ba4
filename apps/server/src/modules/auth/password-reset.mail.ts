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

/** A new user's first e-mail: the same one-use link, to choose their own password (nobody else ever sees it). */
export function welcomeMail({ to, name, link }: { to: string; name: string; link: string }): OutgoingMail {
  const text = [
    `Hola ${name}:`,
    "",
    "Tu empresa te dio acceso a la consola de atención a clientes.",
    "Abre este enlace para elegir tu contraseña (vale 3 días y un solo uso):",
    "",
    link,
    "",
    "Después inicia sesión con este correo y la contraseña que elegiste.",
  ].join("\n");
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Tu empresa te dio acceso a la consola de atención a clientes.</p>
<p><a href="${escapeHtml(link)}">Elegir mi contraseña</a> (vale 3 días y un solo uso).</p>
<p>Después inicia sesión con este correo y la contraseña que elegiste.</p>`;
  return { to, subject: "Bienvenido a la consola: elige tu contraseña", text, html, link };
}
