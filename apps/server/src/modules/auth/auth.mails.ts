import type { Language } from '@jono/contract';
import { type MailContent, renderMail } from '../../lib/mail-layout';

// The mails of getting into an account: verifying its address, a new password, an
// invitation to a shop's staff, and a registration with details an account already has.

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
