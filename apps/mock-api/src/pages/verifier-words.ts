import type { components } from '@carrier/contracts/control';
import { ACP } from '@carrier/domain';
import type { Language } from '../http/language';

type VerifierOutcome = components['schemas']['VerifierForm']['outcome'];

/** The verifier's words in each language it follows from the browser (issue 26, N-8); Spanish speaks as usted. */
export const VERIFIER_WORDS = {
  en: {
    shell: {
      brand: 'National Verifier',
      subtitle: 'Affordable Connectivity Program · simulated by the mock carrier',
    },
    title: (title: string) => `${title} · National Verifier`,
    visits: {
      resolution: {
        title: 'We need more information',
        intro:
          'We could not confirm your identity and your eligibility automatically. Upload a copy of each document below so that we can finish checking your application.',
        submit: 'Submit documents',
      },
      certification: {
        title: 'Certify your application',
        intro:
          'Your information has been checked. Before your application can be approved, read each statement below and confirm that it is true.',
        submit: 'Certify and continue',
      },
    },
    hello: (name: string) => `Hello ${name}.`,
    /** The decisions the simulation panel offers (VerifierForm). */
    decisions: {
      COMPLETE: 'Eligible: everything checks out (COMPLETE)',
      PENDING_REVIEW: 'Send to manual review (PENDING_REVIEW)',
      PENDING_CERT: 'Ask the applicant to certify (PENDING_CERT)',
      FAILURE: 'Not eligible (FAILURE)',
      APP_CLOSED_OR_EXPIRED: 'Close the application (APP_CLOSED_OR_EXPIRED)',
    } satisfies Record<VerifierOutcome, string>,
    statements: [
      'I certify that the information in my application is true and correct to the best of my knowledge.',
      'I understand that only one Affordable Connectivity Program benefit is allowed per household.',
      `I will tell my provider within ${ACP.reportMoveWithinDays} days if I move or no longer qualify.`,
      `I understand that my benefit may end if I do not use my service for ${ACP.usageDays} days in a row.`,
    ],
    tribalBenefit: (ending: string) => `Tribal benefit (tribal id ending ${ending})`,
    notGiven: 'Not given',
    yourInformation: 'Your information',
    name: 'Name',
    dob: 'Date of birth',
    ssn: 'Social Security number',
    ssnNotGiven: 'Not given (tribal applicant)',
    homeAddress: 'Home address',
    qualifiesThrough: 'Qualifies through',
    applicationId: 'Application ID',
    status: 'Status',
    statementsTitle: 'Statements',
    documents: 'Documents',
    fileRules: 'JPG, PNG or PDF, up to 10 MB each. Make sure every corner of the document is visible.',
    identity: 'Proof of identity',
    identityDocuments: 'A driver’s license, state ID, passport or birth certificate.',
    proof: (tribal: boolean) => (tribal ? 'Proof of tribal membership' : 'Proof of program participation'),
    proofDocuments: (qualification: string) =>
      `A current letter or card showing ${qualification}, with your name on it.`,
    simulation: 'Simulation',
    simulationLead:
      'Not part of the real National Verifier: choose what the verifier decides when you submit.',
    decision: 'Decision',
    leave: 'Return to my provider without finishing',
    notFound: 'Application not found',
    notFoundText: (id: string) =>
      `The National Verifier has no application ${id}. Check the link, or start a new application with your provider.`,
    goToProvider: 'Go to my provider',
    closed: 'This application is closed',
    closedText: (id: string) => `Application ${id} is closed or has expired; it can no longer be changed.`,
    returnToProvider: 'Return to my provider',
    nothingToDo: 'Nothing to do here',
    nothingToDoText: (id: string, status: string) =>
      `Application ${id} is ${status}: the National Verifier asks nothing of it on this page.`,
    confirmEvery: 'Confirm every statement',
    confirmEveryText: 'Tick each statement to certify your application.',
    badRequest: 'Bad request',
  },
  es: {
    shell: {
      brand: 'Verificador Nacional',
      subtitle: 'Programa de Conectividad Asequible · simulado por el operador de prueba',
    },
    title: (title: string) => `${title} · Verificador Nacional`,
    visits: {
      resolution: {
        title: 'Necesitamos más información',
        intro:
          'No pudimos confirmar automáticamente su identidad ni su elegibilidad. Suba una copia de cada documento a continuación para que podamos terminar de revisar su solicitud.',
        submit: 'Enviar documentos',
      },
      certification: {
        title: 'Certifique su solicitud',
        intro:
          'Su información fue revisada. Antes de que su solicitud pueda aprobarse, lea cada declaración a continuación y confirme que es verdadera.',
        submit: 'Certificar y continuar',
      },
    },
    hello: (name: string) => `Hola, ${name}.`,
    decisions: {
      COMPLETE: 'Elegible: todo está en orden (COMPLETE)',
      PENDING_REVIEW: 'Enviar a revisión manual (PENDING_REVIEW)',
      PENDING_CERT: 'Pedir al solicitante que certifique (PENDING_CERT)',
      FAILURE: 'No elegible (FAILURE)',
      APP_CLOSED_OR_EXPIRED: 'Cerrar la solicitud (APP_CLOSED_OR_EXPIRED)',
    } satisfies Record<VerifierOutcome, string>,
    statements: [
      'Certifico que la información de mi solicitud es verdadera y correcta según mi leal saber y entender.',
      'Entiendo que solo se permite un beneficio del Programa de Conectividad Asequible por hogar.',
      `Avisaré a mi proveedor en un plazo de ${ACP.reportMoveWithinDays} días si me mudo o dejo de reunir los requisitos.`,
      `Entiendo que mi beneficio puede terminar si no uso mi servicio durante ${ACP.usageDays} días seguidos.`,
    ],
    tribalBenefit: (ending: string) => `Beneficio tribal (identificación tribal que termina en ${ending})`,
    notGiven: 'No indicado',
    yourInformation: 'Su información',
    name: 'Nombre',
    dob: 'Fecha de nacimiento',
    ssn: 'Número de Seguro Social',
    ssnNotGiven: 'No indicado (solicitante tribal)',
    homeAddress: 'Domicilio',
    qualifiesThrough: 'Califica por medio de',
    applicationId: 'ID de la solicitud',
    status: 'Estado',
    statementsTitle: 'Declaraciones',
    documents: 'Documentos',
    fileRules:
      'JPG, PNG o PDF, de hasta 10 MB cada uno. Asegúrese de que se vean todas las esquinas del documento.',
    identity: 'Comprobante de identidad',
    identityDocuments:
      'Una licencia de conducir, una identificación estatal, un pasaporte o un acta de nacimiento.',
    proof: (tribal: boolean) =>
      tribal ? 'Comprobante de pertenencia tribal' : 'Comprobante de participación en el programa',
    proofDocuments: (qualification: string) =>
      `Una carta o tarjeta vigente a su nombre que muestre: ${qualification}.`,
    simulation: 'Simulación',
    simulationLead:
      'No forma parte del Verificador Nacional real: elija lo que decide el verificador cuando usted envía el formulario.',
    decision: 'Decisión',
    leave: 'Volver a mi proveedor sin terminar',
    notFound: 'No se encontró la solicitud',
    notFoundText: (id: string) =>
      `El Verificador Nacional no tiene la solicitud ${id}. Revise el enlace o inicie una nueva solicitud con su proveedor.`,
    goToProvider: 'Ir a mi proveedor',
    closed: 'Esta solicitud está cerrada',
    closedText: (id: string) => `La solicitud ${id} está cerrada o venció; ya no se puede cambiar.`,
    returnToProvider: 'Volver a mi proveedor',
    nothingToDo: 'No hay nada que hacer aquí',
    nothingToDoText: (id: string, status: string) =>
      `La solicitud ${id} está en ${status}: el Verificador Nacional no le pide nada en esta página.`,
    confirmEvery: 'Confirme cada declaración',
    confirmEveryText: 'Marque cada declaración para certificar su solicitud.',
    badRequest: 'Solicitud incorrecta',
  },
} satisfies Record<Language, unknown>;

export type VerifierWords = (typeof VERIFIER_WORDS)[Language];
