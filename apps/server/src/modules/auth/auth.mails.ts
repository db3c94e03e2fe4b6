import { formatPhone, type Language } from '@jono/contract';
import { type MailContent, renderMail } from '../../lib/mail-layout';

type Words = (name: string, url: string) => MailContent;

const verifyEmail: Record<Language, Words> = {
  fi: (name, url) => ({
    subject: 'Vahvista sähköpostiosoitteesi – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      'Vahvista sähköpostiosoitteesi, niin pääset käyttämään Jonoa. Linkki on voimassa 24 tuntia.',
    ],
    action: { label: 'Vahvista sähköposti', url },
    footer: 'Jos et luonut Jono-tiliä, voit jättää tämän viestin huomiotta.',
  }),
  en: (name, url) => ({
    subject: 'Verify your email – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Please verify your email address to start using Jono. The link is valid for 24 hours.',
    ],
    action: { label: 'Verify email', url },
    footer: 'If you did not create a Jono account, you can ignore this message.',
  }),
  es: (name, url) => ({
    subject: 'Verifica tu correo – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      'Verifica tu dirección de correo para empezar a usar Jono. El enlace es válido durante 24 horas.',
    ],
    action: { label: 'Verificar correo', url },
    footer: 'Si no creaste una cuenta de Jono, puedes ignorar este mensaje.',
  }),
  sv: (name, url) => ({
    subject: 'Bekräfta din e-post – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      'Bekräfta din e-postadress för att börja använda Jono. Länken gäller i 24 timmar.',
    ],
    action: { label: 'Bekräfta e-post', url },
    footer: 'Om du inte skapade ett Jono-konto kan du bortse från det här meddelandet.',
  }),
};

const resetPassword: Record<Language, Words> = {
  fi: (name, url) => ({
    subject: 'Salasanan vaihto – Jono',
    greeting: `Hei ${name},`,
    paragraphs: ['Pyysit salasanan vaihtoa. Linkki on voimassa tunnin ja toimii vain kerran.'],
    action: { label: 'Vaihda salasana', url },
    footer:
      'Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta; salasanasi pysyy ennallaan.',
  }),
  en: (name, url) => ({
    subject: 'Reset your password – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      'You asked to reset your password. The link is valid for one hour and works once.',
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If you did not ask for this, ignore this message; your password stays as it is.',
  }),
  es: (name, url) => ({
    subject: 'Restablece tu contraseña – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      'Pediste restablecer tu contraseña. El enlace es válido durante una hora y solo funciona una vez.',
    ],
    action: { label: 'Elegir una contraseña nueva', url },
    footer: 'Si no lo pediste, ignora este mensaje; tu contraseña no cambia.',
  }),
  sv: (name, url) => ({
    subject: 'Återställ ditt lösenord – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      'Du bad om att återställa ditt lösenord. Länken gäller i en timme och fungerar en gång.',
    ],
    action: { label: 'Välj ett nytt lösenord', url },
    footer: 'Om du inte bad om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.',
  }),
};

type InviteWords = (name: string, shop: string, url: string) => MailContent;

const invitation: Record<Language, InviteWords> = {
  fi: (name, shop, url) => ({
    subject: `Kutsu: ${shop} – Jono`,
    greeting: `Hei ${name},`,
    paragraphs: [
      `Sinut on kutsuttu liikkeen ${shop} henkilökuntaan Jonossa. Valitse salasana, niin pääset alkuun. Linkki on voimassa 7 päivää.`,
    ],
    action: { label: 'Valitse salasana', url },
    footer: 'Jos et odottanut kutsua, voit jättää tämän viestin huomiotta.',
  }),
  en: (name, shop, url) => ({
    subject: `You're invited to ${shop} – Jono`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `You have been invited to join the staff of ${shop} on Jono. Choose a password to get started. The link is valid for 7 days.`,
    ],
    action: { label: 'Choose a password', url },
    footer: 'If you did not expect this invitation, you can ignore this message.',
  }),
  es: (name, shop, url) => ({
    subject: `Invitación a ${shop} – Jono`,
    greeting: `Hola ${name}:`,
    paragraphs: [
      `Te han invitado a unirte al personal de ${shop} en Jono. Elige una contraseña para empezar. El enlace es válido durante 7 días.`,
    ],
    action: { label: 'Elegir contraseña', url },
    footer: 'Si no esperabas esta invitación, puedes ignorar este mensaje.',
  }),
  sv: (name, shop, url) => ({
    subject: `Inbjudan till ${shop} – Jono`,
    greeting: `Hej ${name},`,
    paragraphs: [
      `Du har bjudits in till personalen på ${shop} i Jono. Välj ett lösenord för att komma igång. Länken gäller i 7 dagar.`,
    ],
    action: { label: 'Välj lösenord', url },
    footer: 'Om du inte väntade dig inbjudan kan du bortse från meddelandet.',
  }),
};

type AttemptWords = (name: string, loginUrl: string, resetUrl: string) => MailContent;

const registrationAttempt: Record<Language, AttemptWords> = {
  fi: (name, loginUrl, resetUrl) => ({
    subject: 'Yritys rekisteröityä osoitteellasi – Jono',
    greeting: `Hei ${name},`,
    paragraphs: [
      'Joku yritti rekisteröidä Jonoon uuden liikkeen sähköpostiosoitteellasi tai puhelinnumerollasi. Sinulla on jo tili, joten uutta tiliä ei luotu.',
      `Jos se olit sinä, kirjaudu sisään olemassa olevalla tililläsi. Jos et muista salasanaasi, valitse uusi: ${resetUrl}`,
    ],
    action: { label: 'Kirjaudu sisään', url: loginUrl },
    footer:
      'Jos et yrittänyt rekisteröityä, voit jättää tämän viestin huomiotta; tilisi pysyy ennallaan.',
  }),
  en: (name, loginUrl, resetUrl) => ({
    subject: 'Someone tried to register with your address – Jono',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Someone tried to register a new shop on Jono with your email address or phone number. You already have an account, so no new one was made.',
      `If it was you, log in with your existing account. If you do not remember your password, choose a new one: ${resetUrl}`,
    ],
    action: { label: 'Log in', url: loginUrl },
    footer: 'If it was not you, you can ignore this message; your account stays as it is.',
  }),
  es: (name, loginUrl, resetUrl) => ({
    subject: 'Alguien intentó registrarse con tus datos – Jono',
    greeting: `Hola ${name}:`,
    paragraphs: [
      'Alguien intentó registrar una nueva barbería en Jono con tu correo electrónico o tu número de teléfono. Ya tienes una cuenta, así que no se creó ninguna nueva.',
      `Si fuiste tú, inicia sesión con tu cuenta. Si no recuerdas la contraseña, elige una nueva: ${resetUrl}`,
    ],
    action: { label: 'Iniciar sesión', url: loginUrl },
    footer: 'Si no fuiste tú, puedes ignorar este mensaje; tu cuenta no cambia.',
  }),
  sv: (name, loginUrl, resetUrl) => ({
    subject: 'Någon försökte registrera sig med dina uppgifter – Jono',
    greeting: `Hej ${name},`,
    paragraphs: [
      'Någon försökte registrera en ny salong i Jono med din e-postadress eller ditt telefonnummer. Du har redan ett konto, så inget nytt skapades.',
      `Om det var du, logga in med ditt befintliga konto. Om du inte minns lösenordet kan du välja ett nytt: ${resetUrl}`,
    ],
    action: { label: 'Logga in', url: loginUrl },
    footer: 'Om det inte var du kan du bortse från meddelandet; ditt konto är oförändrat.',
  }),
};

export const registrationAttemptMail = (
  language: Language,
  name: string,
  loginUrl: string,
  resetUrl: string,
) => renderMail(registrationAttempt[language](name, loginUrl, resetUrl));

export const invitationMail = (language: Language, name: string, shop: string, url: string) =>
  renderMail(invitation[language](name, shop, url));

export const verificationMail = (language: Language, name: string, url: string) =>
  renderMail(verifyEmail[language](name, url));
export const passwordResetMail = (language: Language, name: string, url: string) =>
  renderMail(resetPassword[language](name, url));

type ChangeWords = (name: string, address: string, url: string) => MailContent;

const confirmEmailChange: Record<Language, Words> = {
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
