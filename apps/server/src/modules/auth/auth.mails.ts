import { type MailContent, renderMail } from '../../lib/mail-layout';

export type MailLanguage = 'fi' | 'en' | 'es' | 'sv';
export const asMailLanguage = (value: string | null | undefined): MailLanguage =>
  value === 'en' || value === 'es' || value === 'sv' ? value : 'fi';

type Words = (name: string, url: string) => MailContent;

const verifyEmail: Record<MailLanguage, Words> = {
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

const resetPassword: Record<MailLanguage, Words> = {
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

const invitation: Record<MailLanguage, InviteWords> = {
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

export const invitationMail = (language: MailLanguage, name: string, shop: string, url: string) =>
  renderMail(invitation[language](name, shop, url));

export const verificationMail = (language: MailLanguage, name: string, url: string) =>
  renderMail(verifyEmail[language](name, url));
export const passwordResetMail = (language: MailLanguage, name: string, url: string) =>
  renderMail(resetPassword[language](name, url));
