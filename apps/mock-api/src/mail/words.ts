/** A mail's subject and text. */
export interface MailWords {
  subject: string;
  text: string;
}

/** The words of each e-mail in each language; Spanish speaks as usted, as the site does. */
export const MAIL_WORDS = {
  verificationCode: {
    en: (code: string): MailWords => ({
      subject: 'Your verification code',
      text: `Your verification code is ${code}`,
    }),
    es: (code: string): MailWords => ({
      subject: 'Su código de verificación',
      text: `Su código de verificación es ${code}`,
    }),
  },
  resetLink: {
    en: (link: string): MailWords => ({
      subject: 'Reset your password',
      text: `Reset your password here: ${link}`,
    }),
    es: (link: string): MailWords => ({
      subject: 'Restablezca su contraseña',
      text: `Restablezca su contraseña aquí: ${link}`,
    }),
  },
  waitlist: {
    en: (where: string | undefined): MailWords => ({
      subject: `You are on the waitlist for ${where ?? 'your state'}`,
      text: `Thank you for your interest. The Affordable Connectivity Program is not available in ${where ?? 'your state'} yet; we will e-mail you as soon as you can apply.`,
    }),
    es: (where: string | undefined): MailWords => ({
      subject: `Está en la lista de espera de ${where ?? 'su estado'}`,
      text: `Gracias por su interés. El Programa de Conectividad Asequible aún no está disponible en ${where ?? 'su estado'}; le escribiremos en cuanto pueda solicitarlo.`,
    }),
  },
} as const;
