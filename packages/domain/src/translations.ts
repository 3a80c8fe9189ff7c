import type { MessageId } from './messages';
import { messages } from './messages';
import type { LanguageCode } from './reference/languages';

/** The Spanish of every text in messages.ts, by the same ids (usted, as the whole site). */
const spanish = {
  // Shared
  'common.allFieldsMandatory': 'Todos los campos son obligatorios',
  'common.somethingWentWrong': 'Algo salió mal, inténtelo de nuevo más tarde',
  'common.timedOut': 'La solicitud al servidor superó el tiempo de espera',
  'common.accessDenied': 'HTTP Status 403 - Acceso denegado',
  'common.error': 'Error',
  'common.resubmit': 'Reenviar',
  'common.myAccount': 'Mi cuenta',
  'common.applyNow': 'Solicitar ahora',
  'common.enrollNow': 'Inscribirse ahora',

  // Toasts
  'toast.planIdNotFound': 'No se encontró el ID del plan',
  'toast.addonIdNotFound': 'No se encontró el ID del complemento',
  'toast.addonNotFound': 'No se encontró el complemento',
  'toast.paymentIdNotFound': 'No se encontró el ID del pago',
  'toast.emailNotFound': 'No se encontró el correo electrónico',
  'toast.invoiceIdNotFound': 'No se encontró el ID de la factura',
  'toast.planNotFound': 'No se encontró el plan, comuníquese con soporte',
  'toast.selectAddon': 'Seleccione un complemento',
  'toast.codeSent': 'Revise su correo electrónico para obtener el código de verificación',
  'toast.registered': 'Se registró correctamente',
  'toast.orderNotFound': 'No se encontró el pedido',
  'toast.nladSubscriberIdNotFound': 'No se encontró el ID de suscriptor de NLAD',
  'toast.fillRequiredFields': 'Complete todos los campos obligatorios',
  'toast.stripeLinkNotFound': 'No se encontró el enlace de pago de Stripe',

  // Plan and add-on purchase: the delivery form
  'purchase.emailRequired': 'El correo electrónico es obligatorio',
  'purchase.emailInvalid': 'Correo electrónico no válido',
  'purchase.countryRequired': 'El país es obligatorio',
  'purchase.stateRequired': 'El estado es obligatorio',
  'purchase.cityRequired': 'La ciudad es obligatoria',
  'purchase.zipRequired': 'El código postal es obligatorio',
  'purchase.zipDigits': 'El código postal debe tener 5 dígitos',
  'purchase.addressRequired': 'La dirección de envío es obligatoria',
  'purchase.addressInvalid': 'Dirección de envío no válida',
  'purchase.buyNow': 'Comprar ahora',
  'purchase.seeOtherAddons': 'Ver otros complementos',

  // The $3 pay-as-you-go page
  'paygo.buyNow': 'Comprar ahora',

  // Plan periods
  'period.month': '{count, plural, one {MES} other {MESES}}',
  'period.day': '{count, plural, one {DÍA} other {DÍAS}}',
  'period.year': '{count, plural, one {AÑO} other {AÑOS}}',

  // International rates
  'rates.checkYourRate': 'Consulte su tarifa',

  // SIM and add-on activation
  'activation.numberRequired': 'El número es obligatorio',
  'activation.numberDigits': 'El número solo debe contener dígitos',
  'activation.numberTooLong': 'El número debe tener como máximo {max} caracteres',
  'activation.codeRequired': 'El código de activación es obligatorio',
  'activation.codeTooLong': 'El código de activación debe tener como máximo {max} caracteres',
  'activation.alreadyActivated': 'Esta tarjeta SIM ya está activada',
  'activation.addonAlreadyActivated': 'Este plan complementario ya está activado',
  'activation.problem': 'Hubo un problema con la activación, inténtelo de nuevo más tarde',

  // Register step and registration
  'register.firstNameEmpty': 'El nombre está vacío',
  'register.lastNameEmpty': 'El apellido está vacío',
  'register.emailMandatory': 'El correo electrónico es obligatorio',
  'register.emailRegistered': 'Este correo electrónico ya está registrado',
  'register.passwordMismatch': 'La contraseña y la confirmación deben ser iguales',
  'register.subscriberExists':
    'Ya existe un suscriptor con ese correo electrónico. Se envió un código de verificación al correo electrónico del suscriptor.',

  // E-mail verification code
  'emailCode.sendAgain': 'Enviar el código de nuevo',
  'emailCode.required': 'El código de verificación es obligatorio',
  'emailCode.length': 'El código de verificación debe tener {length} caracteres',

  // Payment result
  'payment.successful': '¡Pago exitoso!',
  'payment.failed': '¡El pago falló!',
  'payment.pending': 'Pago pendiente',
  'payment.received': 'Pago recibido correctamente',
  'payment.backToDashboard': 'Volver al panel de la cuenta',
  'payment.backToHome': 'Volver al inicio',
  'payment.checkOrderStatus': 'Consultar el estado del pedido',

  // Error page
  'errorPage.default': 'Algo salió mal',
  'errorPage.home': 'Página de inicio',

  // Zip code page and its sorry page
  'zip.startApplication': '¡Comience su solicitud ahora!',
  'zip.mandatory': 'El código postal es obligatorio',
  'zip.invalid': 'El código postal que ingresó no es válido. Inténtelo de nuevo.',
  'zip.stateNotFound': 'No encontramos ningún estado con este código postal. Pruebe con otro.',
  'sorry.emailEmpty': 'El correo electrónico está vacío.',

  // Wizard, every step
  'wizard.checkboxMandatory': 'La casilla es obligatoria',

  // Wizard step 1, personal information
  'personalInfo.firstNameMandatory': 'El nombre es obligatorio',
  'personalInfo.lastNameMandatory': 'El apellido es obligatorio',
  'personalInfo.dobMandatory': 'La fecha de nacimiento es obligatoria',
  'personalInfo.ssnFourNumbers': 'El SSN debe tener 4 números',
  'personalInfo.languageMandatory': 'El idioma es obligatorio',
  'personalInfo.underage': 'Debe tener al menos {age} años',

  // Wizard step 2, contact information
  'contactInfo.phoneInvalid': 'Número de teléfono de contacto no válido',
  'contactInfo.phoneRequired': 'El número de teléfono de contacto es obligatorio',
  'contactInfo.emailInvalid': 'Correo electrónico de contacto no válido',
  'contactInfo.emailFormat': 'El formato del correo electrónico de contacto es incorrecto',
  'contactInfo.checkboxInvalid': 'Casilla no válida',
  'contactInfo.checkboxRequired': 'La casilla es obligatoria',
  'contactInfo.addressInvalid': 'Dirección no válida',
  'contactInfo.addressRequired': 'La dirección es obligatoria',
  'contactInfo.stateInvalid': 'Estado no válido',
  'contactInfo.zipInvalid': 'Código postal no válido',
  'contactInfo.zipFormat': 'El formato del código postal es incorrecto',
  'contactInfo.zipRequired': 'El código postal es obligatorio',

  // Wizard step 3, household
  'household.mkMandatory': 'Las iniciales son obligatorias',
  'household.mkWrong': 'La primera letra del nombre y la primera letra del apellido no son correctas',

  // Wizard step 4, qualification
  'qualification.schoolNameMandatory': 'El nombre de la escuela es obligatorio',
  'qualification.lowIncome': 'Es probable que no califique según sus ingresos',

  // Wizard step 5, tribal status
  'tribal.numberMandatory': 'El número tribal es obligatorio',
  'tribal.numberInvalid': 'El número tribal debe tener como máximo {max} dígitos',

  // Wizard step 7, agreement
  'agreement.signatureMandatory': 'La firma es obligatoria',
  'agreement.signatureWrong': 'La firma es incorrecta',
  'agreement.initialWrong': 'La inicial {n} es incorrecta',

  // Profile completed page
  'profile.completed': 'Perfil completado correctamente',

  // Enhanced service (tribal) and eligible pages
  'enhanced.congratulation': '¡Felicidades!',
  'enhanced.liveOnTribalLands': '¿Vive en tierras tribales?',
  'enhanced.confirmTribal': 'Confirmar la calificación tribal',
  'enhanced.tribalQualified': 'Usted calificó para los beneficios tribales',
  'enhanced.tribalNotQualified': 'Lo sentimos, no califica para los beneficios tribales',
  'enhanced.seeCharacteristics': 'Ver características',
  'enhanced.getTablet': 'Obtener esta tableta',
  'eligible.qualified': '¡Felicidades! Usted califica',

  // Shipping and enrolment form (also the device confirm form)
  'enrolmentForm.firstNameRequired': 'El nombre es obligatorio',
  'enrolmentForm.lastNameRequired': 'El apellido es obligatorio',
  'enrolmentForm.dobRequired': 'La fecha de nacimiento es obligatoria',
  'enrolmentForm.phoneInvalid': 'Número de teléfono no válido',
  'enrolmentForm.phoneRequired': 'El número de teléfono es obligatorio',
  'enrolmentForm.allRequired': 'Todos los campos con * son obligatorios',
  'enrolmentForm.firstNameInvalid': 'Nombre no válido',
  'enrolmentForm.lastNameInvalid': 'Apellido no válido',

  // Device choice, transfer and status lookup
  'device.choose': 'Elija un dispositivo',
  'transfer.required': 'obligatorio',
  'statusLookup.oneRequired': 'Uno de los campos no debe estar vacío',
  // not in the spec: an application or eligibility check number the carrier does not know (W-27)
  'statusLookup.notFound': 'No encontramos una solicitud con ese número. Revíselo e inténtelo de nuevo.',

  // Enrolment results
  'enrolment.submitted': 'Inscripción enviada',
  'enrolment.ineligibleForTransfer': 'El ID de solicitud actual no es elegible para la transferencia',
  'enrolment.applicationNotFound': 'No se encontró el ID de la solicitud',
  // not in the spec: a saved application that another account enrolled or claimed (DESIGN.md)
  'enrolment.applicationOwnedByAnotherSubscriber': 'Esta solicitud pertenece a otra cuenta',
  // the spec names the subject ("rejected by the FCC for a missing document"), not the words
  'enrolment.rejectedDocuments': 'Su solicitud fue rechazada por la FCC porque falta un documento',

  // The carrier's refusals, by code (carrier/error-messages.ts); the carrier's own words where the spec names none
  'carrier.sessionExpired': 'Su sesión expiró. Inicie sesión de nuevo',
  'carrier.forbidden': 'Su cuenta no tiene permiso para hacer esto',
  'carrier.networkError': 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo',
  'carrier.unreadableReply': 'No pudimos leer la respuesta del servidor, inténtelo de nuevo más tarde',
  'carrier.checkFields': 'Revise la información que ingresó',
  'carrier.fieldInvalid': 'Este valor no es válido',
  'carrier.invalidResellerCode': 'Código de distribuidor no válido',
  'login.invalidCredentials': 'Usuario o contraseña no válidos',
  'login.emailNotVerified':
    'Su correo electrónico aún no está verificado. Revise su correo para obtener el código de verificación',
  'emailCode.invalid': 'Código de verificación no válido',
  'reset.invalidToken': 'El enlace para restablecer la contraseña no es válido o ya venció',
  'catalogue.pricingNotFound': 'No se encontró el precio del plan',
  'rates.notFound': 'No se encontró la tarifa',
  'purchase.shippingRateNotFound': 'No se encontró una tarifa de envío para este país',
  'device.notFound': 'No se encontró el dispositivo',
  'device.alreadyClaimed': 'Ya se solicitó un beneficio de dispositivo para este suscriptor',
  'activation.simNotFound': 'No se encontró la tarjeta SIM',
  'activation.portInFailed':
    'Su compañía actual rechazó la portabilidad del número. Revise el número de cuenta y el PIN.',
  'orders.fulfillmentNotFound': 'No se encontró el envío',
  'renewal.notFound': 'No se encontró la renovación',
  'renewal.alreadyPaid': 'Esta renovación ya se pagó',
  'renewal.expired': 'Esta renovación venció',
  'benefit.stateNotSupported': 'El Programa de Conectividad Asequible aún no está disponible en este estado',
  'tribal.idNotVerified': 'No se pudo verificar la identificación tribal',
  'eligibility.checkNotFound': 'No se encontró la verificación de elegibilidad',
  'enrolment.invalidApplicationId': 'ID de solicitud no válido',
  'enrolment.duplicateSubscriber': 'El suscriptor ya está inscrito en el programa',
  'enrolment.duplicateAddress': 'Ya hay otro suscriptor inscrito en esta dirección',
  'enrolment.cannotUpdateDevice': 'No se pudo actualizar el beneficio de dispositivo de este suscriptor',
  'contact.chatUnavailable': 'El servicio de chat no está disponible',

  // Contact form (the sorry page reuses its 'Email invalid.')
  'contactForm.firstNameRequired': 'El nombre es obligatorio.',
  'contactForm.lastNameRequired': 'El apellido es obligatorio.',
  'contactForm.emailRequired': 'El correo electrónico es obligatorio.',
  'contactForm.emailInvalid': 'Correo electrónico no válido.',
  'contactForm.phoneRequired': 'El teléfono es obligatorio.',
  'contactForm.messageRequired': 'El mensaje es obligatorio.',
} as const satisfies Record<MessageId, string>;

/**
 * The domain's texts in one language: each language's catalogue of the site starts with them. Only the build and
 * the tests read it; a page's code carries the English of messages.ts alone.
 */
export function messagesIn(language: LanguageCode): Readonly<Record<MessageId, string>> {
  return language === 'es' ? spanish : messages;
}
