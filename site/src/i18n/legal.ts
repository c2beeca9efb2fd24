import type { Locale } from './index.ts';

/**
 * The legal notice and privacy policy (/aviso-legal): long texts, kept out of the message catalogues.
 * `[label](/path)` in a paragraph is a link to that page of the site (components/info/RichText.astro).
 */
export interface LegalDocument {
  intro: string;
  sections: { id: string; heading: string; paragraphs: string[] }[];
}

export const legal: Record<Locale, LegalDocument> = {
  es: {
    intro:
      'Este aviso explica quién presta el servicio de Platea, en qué condiciones puedes usarlo y cómo tratamos tus datos personales.',
    sections: [
      {
        id: 'aviso-legal',
        heading: 'Aviso legal',
        paragraphs: [
          'Este sitio web lo explota la empresa que opera esta instalación de Platea (en adelante, «el proveedor»). Sus datos de contacto están publicados en el [centro de ayuda](/help/contact).',
          'Los canales, productos y contenidos pertenecen a los organizadores que los publican, que son responsables de ellos. El proveedor ofrece la plataforma técnica para publicarlos, venderlos y verlos.',
          'Las compras no son transferibles entre cuentas. Una vez realizada la compra no hay reembolso, salvo si se suspende un directo: en ese caso se devuelve el importe completo si se solicita por correo electrónico al equipo de soporte en un plazo de 20 días hábiles.',
        ],
      },
      {
        id: 'datos',
        heading: 'Qué datos tratamos y para qué',
        paragraphs: [
          'Tratamos los datos de tu cuenta (correo electrónico, nombre, rol y los campos de perfil que decidas rellenar), tus compras y datos de facturación, y la actividad necesaria para darte acceso a los contenidos.',
          'Los usamos para prestarte el servicio que contratas, emitir facturas y cumplir nuestras obligaciones legales. Solo te enviamos novedades y ofertas si lo aceptas, y puedes retirar ese consentimiento cuando quieras desde tu cuenta.',
          'Cuando compras un producto, su organizador recibe tu nombre, apellidos, correo electrónico y país para gestionar el evento. Los pagos los procesa una pasarela de pago que no nos facilita los datos de tu tarjeta.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Usamos solo las cookies necesarias para que el sitio funcione: platea_session mantiene tu sesión iniciada y platea_lang recuerda el idioma que has elegido durante un año.',
          'Registramos si se abren los correos que te enviamos para comprobar que llegan correctamente.',
        ],
      },
      {
        id: 'derechos',
        heading: 'Tus derechos',
        paragraphs: [
          'Conservamos tus datos mientras tengas una cuenta y, después, solo el tiempo que exija la ley (por ejemplo, las facturas).',
          'Puedes acceder a tus datos, corregirlos, suprimirlos, oponerte a su tratamiento, limitarlo o pedir su portabilidad desde «Mis datos» o escribiendo al [equipo de soporte](/help/contact). Si crees que no los tratamos correctamente, puedes reclamar ante la Agencia Española de Protección de Datos.',
        ],
      },
    ],
  },
  en: {
    intro:
      'This notice explains who provides the Platea service, the terms on which you may use it and how we handle your personal data.',
    sections: [
      {
        id: 'aviso-legal',
        heading: 'Legal notice',
        paragraphs: [
          'This website is run by the company that operates this Platea installation (“the provider”). Its contact details are published in the [help centre](/help/contact).',
          'Channels, products and content belong to the organizers who publish them, who are responsible for them. The provider offers the technical platform to publish, sell and watch them.',
          'Purchases cannot be transferred between accounts. There is no refund once a purchase is made, except when a live show is suspended: the full amount is then refunded if requested by email to the support team within 20 business days.',
        ],
      },
      {
        id: 'datos',
        heading: 'What data we process and why',
        paragraphs: [
          'We process your account data (email, name, role and any profile fields you choose to fill in), your purchases and billing details, and the activity needed to give you access to content.',
          'We use them to provide the service you sign up for, issue invoices and meet our legal obligations. We only send you news and offers if you agree, and you can withdraw that consent at any time from your account.',
          'When you buy a product, its organizer receives your name, surname, email and country to run the event. Payments are handled by a payment gateway that does not share your card details with us.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'We only use the cookies the site needs to work: platea_session keeps you signed in and platea_lang remembers your chosen language for one year.',
          'We record whether the emails we send you are opened, to check that they arrive.',
        ],
      },
      {
        id: 'derechos',
        heading: 'Your rights',
        paragraphs: [
          'We keep your data while you have an account and, afterwards, only for as long as the law requires (invoices, for example).',
          'You can access, correct or delete your data, object to or restrict its processing, or ask for a portable copy from “My data” or by writing to the [support team](/help/contact). If you believe we are not handling it properly, you can complain to the Spanish Data Protection Agency (AEPD).',
        ],
      },
    ],
  },
  pt: {
    intro:
      'Este aviso explica quem presta o serviço Platea, em que condições o pode usar e como tratamos os seus dados pessoais.',
    sections: [
      {
        id: 'aviso-legal',
        heading: 'Aviso legal',
        paragraphs: [
          'Este site é explorado pela empresa que opera esta instalação da Platea («o fornecedor»). Os seus contactos estão publicados no [centro de ajuda](/help/contact).',
          'Os canais, produtos e conteúdos pertencem aos organizadores que os publicam, que são responsáveis por eles. O fornecedor disponibiliza a plataforma técnica para os publicar, vender e ver.',
          'As compras não são transferíveis entre contas. Depois de feita a compra não há reembolso, exceto se uma transmissão em direto for suspensa: nesse caso o valor total é devolvido se for pedido por email à equipa de suporte no prazo de 20 dias úteis.',
        ],
      },
      {
        id: 'datos',
        heading: 'Que dados tratamos e para quê',
        paragraphs: [
          'Tratamos os dados da sua conta (email, nome, função e os campos de perfil que decidir preencher), as suas compras e dados de faturação, e a atividade necessária para lhe dar acesso aos conteúdos.',
          'Usamo-los para prestar o serviço que contrata, emitir faturas e cumprir as nossas obrigações legais. Só lhe enviamos novidades e ofertas se o aceitar, e pode retirar esse consentimento quando quiser a partir da sua conta.',
          'Quando compra um produto, o respetivo organizador recebe o seu nome, apelido, email e país para gerir o evento. Os pagamentos são processados por um serviço de pagamento que não nos fornece os dados do seu cartão.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Usamos apenas os cookies necessários para o funcionamento do site: platea_session mantém a sua sessão iniciada e platea_lang lembra o idioma escolhido durante um ano.',
          'Registamos se os emails que lhe enviamos são abertos, para confirmar que chegam corretamente.',
        ],
      },
      {
        id: 'derechos',
        heading: 'Os seus direitos',
        paragraphs: [
          'Conservamos os seus dados enquanto tiver conta e, depois, apenas durante o tempo exigido por lei (por exemplo, as faturas).',
          'Pode aceder aos seus dados, corrigi-los, apagá-los, opor-se ao seu tratamento, limitá-lo ou pedir a sua portabilidade em «Os meus dados» ou escrevendo à [equipa de suporte](/help/contact). Se considerar que não os tratamos corretamente, pode apresentar reclamação à Agência Espanhola de Proteção de Dados (AEPD).',
        ],
      },
    ],
  },
};
