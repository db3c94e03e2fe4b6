import { formatPhone, type Language } from '@jono/contract';
import { type MailContent, renderMail } from '../../lib/mail-layout';

// The mails of changing how one logs in: the new address confirmed, and the old address told
// of a new address or phone number with a way to take the account back.

type ChangeWords = (name: string, address: string, url: string) => MailContent;

const confirmEmailChange: Record<Language, (name: string, url: string) => MailContent> = {
  fi: (name, url) => ({
    subject: 'Vahvista uusi sähköpostiosoitteesi – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      'Pyysit, että Jono-tilisi sähköpostiosoitteeksi vaihdetaan tämä osoite. Osoite vaihtuu, kun avaat linkin. Linkki on voimassa 24 tuntia.',
    ],
    action: { label: 'Vahvista uusi osoite', url },
    footer: 'Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta; mikään ei muutu.',
  }),
  en: (name, url) => ({
    subject: 'Confirm your new email address – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Confirm your new email address: you asked to log in to Jono with this address from now on. It changes when you open the link, which is valid for 24 hours.',
    ],
    action: { label: 'Confirm the new address', url },
    footer: 'If you did not ask for this, ignore this message; nothing changes.',
  }),
  es: (name, url) => ({
    subject: 'Confirma tu nuevo correo electrónico – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      'Pediste usar esta dirección para iniciar sesión en Jono. La dirección cambia cuando abres el enlace, que es válido durante 24 horas.',
    ],
    action: { label: 'Confirmar la nueva dirección', url },
    footer: 'Si no lo pediste, ignora este mensaje; no cambia nada.',
  }),
  sv: (name, url) => ({
    subject: 'Bekräfta din nya e-postadress – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      'Du bad om att logga in i Jono med den här adressen från och med nu. Adressen byts när du öppnar länken, som gäller i 24 timmar.',
    ],
    action: { label: 'Bekräfta den nya adressen', url },
    footer: 'Om du inte bad om detta kan du bortse från meddelandet; ingenting ändras.',
  }),
};

const emailChangeNotice: Record<Language, ChangeWords> = {
  fi: (name, address, url) => ({
    subject: 'Tilisi sähköpostiosoitetta pyydettiin vaihtamaan – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      `Jono-tilisi sähköpostiosoitteeksi pyydettiin vaihtamaan ${address}. Osoite vaihtuu, kun uuteen osoitteeseen lähetetty linkki avataan.`,
      'Jos et pyytänyt tätä, ota tili takaisin alla olevalla linkillä: se palauttaa tämän osoitteen, peruu vaihdon ja kirjaa tilin ulos kaikilta laitteilta. Vaihda sen jälkeen salasanasi. Linkki on voimassa 7 päivää.',
    ],
    action: { label: 'Se en ollut minä – palauta osoite', url },
    footer: 'Jos vaihto oli sinun, voit jättää tämän viestin huomiotta.',
  }),
  en: (name, address, url) => ({
    subject: 'A change of your login email was asked for – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      `Someone asked to change the email of your Jono account to ${address}. It changes when the link sent to that address is opened.`,
      'If it was not you, take the account back with the link below: it restores this address, cancels the change and logs the account out on every device. Then change your password. The link is valid for 7 days.',
    ],
    action: { label: 'It was not me: restore my address', url },
    footer: 'If the change was yours, you can ignore this message.',
  }),
  es: (name, address, url) => ({
    subject: 'Se pidió cambiar el correo de tu cuenta – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      `Alguien pidió cambiar el correo de tu cuenta de Jono a ${address}. Cambia cuando se abre el enlace enviado a esa dirección.`,
      'Si no fuiste tú, recupera la cuenta con el enlace de abajo: restaura esta dirección, cancela el cambio y cierra la sesión en todos los dispositivos. Después cambia tu contraseña. El enlace es válido durante 7 días.',
    ],
    action: { label: 'No fui yo: restaurar mi dirección', url },
    footer: 'Si el cambio fue tuyo, puedes ignorar este mensaje.',
  }),
  sv: (name, address, url) => ({
    subject: 'Någon bad om att byta e-postadress på ditt konto – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      `Någon bad om att byta e-postadressen för ditt Jono-konto till ${address}. Den byts när länken som skickades till den adressen öppnas.`,
      'Om det inte var du kan du ta tillbaka kontot med länken nedan: den återställer den här adressen, avbryter bytet och loggar ut kontot på alla enheter. Byt sedan lösenord. Länken gäller i 7 dagar.',
    ],
    action: { label: 'Det var inte jag: återställ min adress', url },
    footer: 'Om bytet var ditt kan du bortse från meddelandet.',
  }),
};

const phoneChangeNotice: Record<Language, ChangeWords> = {
  fi: (name, phone, url) => ({
    subject: 'Tilisi puhelinnumero vaihdettiin – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      `Jono-tilisi puhelinnumeroksi vaihdettiin ${phone}. Sillä voi nyt kirjautua sisään.`,
      'Jos et tehnyt tätä itse, vaihda salasanasi heti alla olevalla linkillä ja vaihda numero takaisin profiilistasi.',
    ],
    action: { label: 'Vaihda salasana', url },
    footer: 'Jos vaihto oli sinun, voit jättää tämän viestin huomiotta.',
  }),
  en: (name, phone, url) => ({
    subject: 'The phone number of your account was changed – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      `The phone number of your Jono account was changed to ${phone}. It can now be used to log in.`,
      'If you did not do this, choose a new password right away with the link below, then change the number back in your profile.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If the change was yours, you can ignore this message.',
  }),
  es: (name, phone, url) => ({
    subject: 'Se cambió el teléfono de tu cuenta – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      `El número de teléfono de tu cuenta de Jono se cambió a ${phone}. Ahora se puede usar para iniciar sesión.`,
      'Si no lo hiciste tú, elige una contraseña nueva ahora mismo con el enlace de abajo y vuelve a poner tu número en el perfil.',
    ],
    action: { label: 'Elegir una contraseña nueva', url },
    footer: 'Si el cambio fue tuyo, puedes ignorar este mensaje.',
  }),
  sv: (name, phone, url) => ({
    subject: 'Telefonnumret för ditt konto byttes – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      `Telefonnumret för ditt Jono-konto byttes till ${phone}. Det kan nu användas för att logga in.`,
      'Om det inte var du, välj ett nytt lösenord direkt med länken nedan och byt tillbaka numret i din profil.',
    ],
    action: { label: 'Välj ett nytt lösenord', url },
    footer: 'Om bytet var ditt kan du bortse från meddelandet.',
  }),
};

export const emailChangeMail = (language: Language, name: string, url: string) =>
  renderMail(confirmEmailChange[language](name, url));
export const emailChangeNoticeMail = (
  language: Language,
  name: string,
  newEmail: string,
  url: string,
) => renderMail(emailChangeNotice[language](name, newEmail, url));
export const phoneChangeNoticeMail = (
  language: Language,
  name: string,
  newPhone: string,
  url: string,
) => renderMail(phoneChangeNotice[language](name, formatPhone(newPhone), url));
