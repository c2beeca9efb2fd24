import { adminReviewEs } from './admin-review.ts';
import { analyticsEs } from './analytics.ts';
import { catalogueEs } from './catalogue.ts';
import { contactEs } from './contact.ts';
import type { en } from './en.ts';
import { learningEs } from './learning.ts';
import { liveEs } from './live.ts';
import { mediaEs } from './media.ts';
import { meetingsEs } from './meetings.ts';
import { openlabEs } from './openlab.ts';
import { surveysEs } from './surveys.ts';

export const es: Record<keyof typeof en, string> = {
  SERVER_ERROR: 'Error al obtener los datos del servidor',
  SERVICE_UNAVAILABLE:
    'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
  SERVER_ERROR_NOT_FOUND: 'Error al obtener los datos del servidor: ruta no encontrada',
  NOT_FOUND: 'El elemento solicitado no existe',
  INVALID_JSON: 'El cuerpo de la petición no es JSON válido',
  INVALID_PARAMETER: 'La dirección no es válida: {details}',
  JSON_TOO_DEEP: 'El cuerpo de la petición está anidado en exceso (como máximo {max} niveles)',
  PAYLOAD_TOO_LARGE: 'La petición es demasiado grande',
  IMAGE_TOO_LARGE: 'La imagen supera los {max} MB',
  IMAGE_TOO_MANY_PIXELS: 'La imagen mide {width} × {height} px: se admiten como máximo {max} megapíxeles',
  IMAGE_TYPE_NOT_ALLOWED: 'Solo se admiten imágenes JPG y PNG',
  UNSUPPORTED_MEDIA_TYPE: 'Envía los datos como JSON (Content-Type: application/json)',
  VALIDATION_ERROR: 'Revisa los datos: {details}',
  AUTH_REQUIRED: 'Necesitas iniciar sesión para continuar',
  FORBIDDEN: 'No tienes permiso para hacer esto',
  LOGIN_FAILED: 'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas',
  EMAILS_DO_NOT_MATCH: 'Los correos electrónicos no coinciden',
  PASSWORDS_DO_NOT_MATCH: 'Las contraseñas no coinciden',
  PASSWORD_TOO_WEAK:
    'La contraseña necesita al menos 8 caracteres con una mayúscula, una minúscula, un número y un carácter especial',
  PRIVACY_NOT_ACCEPTED: 'Debes aceptar la política de privacidad',
  EMAIL_DOMAIN_NOT_ALLOWED: 'El registro no está abierto a direcciones de correo de este dominio',
  ACTIVATION_INVALID:
    'Error en los datos de activación o verificación: el enlace no es válido o ya se ha usado',
  RESET_TOKEN_INVALID: 'El enlace para restablecer la contraseña no es válido, ha caducado o ya se ha usado',
  CURRENT_PASSWORD_WRONG: 'Error al actualizar la contraseña: la contraseña actual no es correcta',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Vuelve a intentarlo dentro de {minutes} minutos',
  LOGIN_THROTTLED: 'Demasiados intentos fallidos. Espera {seconds} segundos y vuelve a intentarlo',
  CANNOT_CHANGE_OWN_ACCOUNT: 'No puedes cambiar aquí el estado ni los roles de tu propia cuenta',
  USER_DELETED: 'Este usuario ha sido eliminado y no se puede modificar',
  INVALID_TRANSITION: 'Un usuario con estado "{from}" no puede pasar a "{to}"',
  ALREADY_ORGANIZER: 'Ya eres organizador',
  COUPONS_DISABLED: 'Los cupones de descuento no están disponibles en este momento',
  EMAIL_TRACKING_RANGE_TOO_LONG: 'Las búsquedas de seguimiento de correos deben abarcar menos de tres meses',
  PROFILE_NOT_PUBLIC: 'Este perfil no es público',
  // commerce
  TERMS_NOT_ACCEPTED: 'Debes aceptar las condiciones para comprar',
  ALREADY_OWNED: 'Ya tienes una entrada para este producto',
  PRODUCT_NOT_PURCHASABLE: 'El producto ya no se puede comprar',
  SESSION_SOLD_OUT: 'No quedan entradas para esta fecha',
  COUPON_INVALID: 'Este cupón no se puede usar: su producto no está a la venta',
  COUPON_ALREADY_REDEEMED: 'Este cupón ya ha sido canjeado',
  COUPON_NOT_FOUND: 'No existe ningún cupón con ese código',
  COUPON_OTHER_PRODUCT: 'Este cupón es de otro producto',
  COUPON_OTHER_SESSION: 'Este cupón es para otra fecha de este producto',
  COUPON_NOT_YET_VALID: 'Este cupón todavía no se puede usar',
  COUPON_EXPIRED: 'Este cupón ha caducado',
  COUPON_USED_UP: 'Este cupón se ha agotado: no le quedan usos',
  COUPON_PRODUCT_NOT_PUBLISHED: 'Solo se pueden crear cupones para productos publicados o privados',
  COUPON_CODE_TAKEN: 'Ese código ya está en uso',
  CODES_ONLY_FOR_PRIVATE: 'Los códigos solo se generan para productos privados',
  PROMOTION_TOO_HIGH: 'Las promociones de la plataforma pueden descontar como máximo un {max}%',
  PAYMENT_ERROR: 'Error en el pago',
  PAYMENT_PROVIDER_UNAVAILABLE: 'Este medio de pago no está disponible',
  PAYMENT_SIGNATURE_INVALID: 'La firma de la notificación de pago no es válida',
  ORDER_NOT_PENDING: 'Este pedido ya no está pendiente de pago',
  TOO_MANY_PENDING_ORDERS:
    'Ya tienes {max} pedidos pendientes de pago. Paga alguno desde Mis cosas o vuelve a intentarlo mañana',
  TOO_MANY_CHECKOUTS:
    'Demasiados pagos iniciados en la última hora. Vuelve a intentarlo dentro de {minutes} minutos',
  CHANNEL_NOT_SUBSCRIBABLE: 'Este canal no ofrece suscripciones',
  ALREADY_SUBSCRIBED: 'Ya estás suscrito a este canal',
  SUBSCRIPTION_NOT_ACTIVE: 'Esta suscripción ya está cancelada',
  'payment.continue': 'Continuar al pago',
  ...catalogueEs,
  ...adminReviewEs,
  ...mediaEs,
  ...liveEs,
  ...analyticsEs,
  ...meetingsEs,
  'validation.required': 'campo obligatorio',
  'validation.type': 'debe ser {expected}',
  'validation.tooLong': 'máximo {max} caracteres',
  'validation.tooShort': 'mínimo {min} caracteres',
  'validation.tooBig': 'debe ser como máximo {max}',
  'validation.tooSmall': 'debe ser al menos {min}',
  'validation.format': 'formato no válido',
  'validation.codeStart': 'no puede empezar por =, +, -, @, un tabulador ni un salto de línea',
  'validation.email': 'dirección de correo no válida',
  'validation.enum': 'selecciona uno de: {values}',
  'validation.scale': 'elige un número entero del {min} al {max}',
  'validation.unknownField': 'campo desconocido',
  'validation.invalid': 'valor no válido',
  'validation.id': 'debe ser un número entero positivo (1, 2, 3…)',
  'validation.link': 'debe ser una ruta de este sitio (/…) o una dirección que empiece por https://',
  'type.boolean': 'verdadero o falso',
  'type.string': 'un texto',
  'type.number': 'un número',
  'type.int': 'un número entero',
  'type.array': 'una lista',
  'type.object': 'un objeto',
  'mail.greeting': 'Hola {name}:',
  'mail.signature': 'El equipo de Platea',
  'mail.linkNotFound': 'Este enlace no existe o ya no es válido',
  'mail.linkNotFoundHome': 'Ir a Platea',
  'mail.ignore': 'Si no lo has pedido tú, puedes ignorar este correo.',
  'mail.activation.subject': 'Activa tu cuenta de Platea',
  'mail.activation.body': 'Gracias por registrarte. Abre este enlace para activar tu cuenta:',
  'mail.activation.button': 'Activar mi cuenta',
  'mail.reset.subject': 'Restablece tu contraseña de Platea',
  'mail.reset.body':
    'Alguien ha pedido restablecer tu contraseña. Este enlace funciona una sola vez, durante una hora:',
  'mail.reset.button': 'Elegir una contraseña nueva',
  'mail.accountExists.subject': 'Alguien intentó registrarse con tu correo',
  'mail.accountExists.body':
    'Alguien, quizá tú, intentó crear una cuenta de Platea con esta dirección, que ya tiene una. Si fuiste tú, inicia sesión (o elige una contraseña nueva desde la página de acceso si la olvidaste):',
  'mail.accountExists.button': 'Iniciar sesión',
  'mail.approved.subject': 'Tu cuenta de Platea ha sido aprobada',
  'mail.approved.body': 'Un administrador ha aprobado tu cuenta. Ya puedes iniciar sesión:',
  'mail.approved.button': 'Iniciar sesión',
  'mail.orderPaid.subject': 'Pago recibido: tu pedido en Platea',
  'mail.orderPaid.body':
    'Hemos recibido tu pago. Lo que has comprado te espera en Mis cosas, junto con la factura:',
  'mail.orderPaid.button': 'Ir a Mis cosas',
  // site commerce (issue 11)
  SUBSCRIPTION_NOT_RESUMABLE:
    'Esta suscripción ya ha terminado y no se puede reanudar: vuelve a suscribirte desde el canal',
  ...learningEs,
  ...surveysEs,
  ...openlabEs,
  // site access (issue 11)
  ACCOUNT_NOT_ACTIVATED:
    'Tu cuenta aún no está activada. Abre el enlace que te enviamos por correo al registrarte o pide uno nuevo.',
  ACCOUNT_AWAITING_APPROVAL:
    'Tu cuenta está activada y pendiente de que el equipo la apruebe. Te avisaremos por correo en cuanto esté aprobada.',
  ...contactEs,
};
