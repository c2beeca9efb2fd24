// Messages of the contact form (POST /api/contact, issue 11): the email the team receives. Spread into
// en.ts, es.ts and pt.ts.
export const contactEn = {
  'mail.contact.subject': 'New message from the Platea contact form',
  'mail.contact.body': 'Someone wrote to the team through the contact form. Their message:',
  'mail.contact.button': 'Reply by email',
  'contact.from': 'From',
  'contact.organization': 'Organization',
  'contact.topic': 'Topic',
  'contact.language': 'Language',
  'contact.topic.organizer': 'Selling on Platea (organizers)',
  'contact.topic.viewer': 'Help with a purchase or my account',
  'contact.topic.press': 'Press',
  'contact.topic.other': 'Something else',
};

export const contactEs: Record<keyof typeof contactEn, string> = {
  'mail.contact.subject': 'Nuevo mensaje del formulario de contacto de Platea',
  'mail.contact.body': 'Alguien ha escrito al equipo desde el formulario de contacto. Su mensaje:',
  'mail.contact.button': 'Responder por correo',
  'contact.from': 'De',
  'contact.organization': 'Organización',
  'contact.topic': 'Tema',
  'contact.language': 'Idioma',
  'contact.topic.organizer': 'Vender en Platea (organizadores)',
  'contact.topic.viewer': 'Ayuda con una compra o con mi cuenta',
  'contact.topic.press': 'Prensa',
  'contact.topic.other': 'Otro asunto',
};

export const contactPt: Record<keyof typeof contactEn, string> = {
  'mail.contact.subject': 'Nova mensagem do formulário de contacto da Platea',
  'mail.contact.body': 'Alguém escreveu à equipa através do formulário de contacto. A mensagem:',
  'mail.contact.button': 'Responder por email',
  'contact.from': 'De',
  'contact.organization': 'Organização',
  'contact.topic': 'Assunto',
  'contact.language': 'Idioma',
  'contact.topic.organizer': 'Vender na Platea (organizadores)',
  'contact.topic.viewer': 'Ajuda com uma compra ou com a minha conta',
  'contact.topic.press': 'Imprensa',
  'contact.topic.other': 'Outro assunto',
};
