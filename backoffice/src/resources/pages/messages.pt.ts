import type { Messages } from './messages.en';

const pt: Messages = {
  resources: {
    pages: {
      name: 'Página |||| Páginas',
      forcedCaseName: 'página |||| páginas',
      fields: {
        name: 'Título',
        slug: 'Endereço (slug)',
        published: 'Publicada',
        content: 'Conteúdo',
        updatedAt: 'Atualizada',
        q: 'Pesquisar',
      },
    },
    entities: {
      name: 'Página de entidade |||| Páginas de entidade',
      forcedCaseName: 'página de entidade |||| páginas de entidade',
      fields: {
        name: 'Nome',
        slug: 'Endereço (slug)',
        userId: 'Organizador (proprietário)',
        logo: 'Logótipo',
        updatedAt: 'Atualizada',
        q: 'Pesquisar',
      },
    },
  },
  ADMIN: {
    PAGES: {
      NEW: 'Nova página',
      NEW_ENTITY: 'Nova página de entidade',
      AREA: 'Páginas e páginas de entidade',
      TAB_PAGES: 'Páginas',
      TAB_ENTITIES: 'Páginas de entidade',
      PUBLISHED: 'Publicada',
      DRAFT: 'Rascunho',
      NO_OWNER: 'Sem proprietário',
      SLUG_HELP: 'Minúsculas, números e hífenes. Se o deixar vazio, é criado a partir do título.',
      ENTITY_SLUG_HELP: 'Minúsculas, números e hífenes. Se o deixar vazio, é criado a partir do nome.',
      PUBLISHED_HELP: 'Só as páginas publicadas se veem no site.',
      OWNER_HELP: 'O organizador que pode editar esta página de entidade.',
      LANGUAGES: 'Textos por idioma',
      MAIN_LANGUAGE: 'Idioma principal: aqui o título é obrigatório.',
      OTHER_LANGUAGE: 'Opcional: se um texto estiver vazio, mostra-se o do idioma principal.',
      ENTITY_LANGUAGE: 'Se um texto estiver vazio, mostra-se o texto em espanhol.',
      MAIN: 'principal',
      TAB_HAS_ERRORS: 'Este idioma tem erros',
      F_TITLE: 'Título',
      F_CONTENT: 'Conteúdo',
      F_DESCRIPTION: 'Descrição breve',
      F_BODY: 'Texto da página',
      TEXT_HELP: 'Texto simples: deixe uma linha em branco entre parágrafos.',
      PUBLIC_ADDRESS: 'Endereço público: %{path}',
      LANDING_TITLE: 'Página de entidade: %{name}',
      LANDING_NOT_FOUND: 'Página de entidade não encontrada',
      LANDING_NOT_FOUND_TEXT:
        'Não há nenhuma página de entidade em «%{slug}» que possa editar. Só pode editar a página da sua própria organização.',
      LANDING_SAVED: 'Página de entidade guardada',
      BACK_TO_ACCOUNT: 'A minha consola',
    },
  },
};

export default pt;
