// Messages of the learner's side of courses and masters (issue 11): lessons, notes, ratings, posts.
// Spread into en.ts, es.ts, pt.ts.
export const learningEn = {
  COURSE_NO_ACCESS:
    'This is for the students of the course: buy it or redeem a code on its page to open its lessons',
  COURSE_NOT_OPEN_YET: 'The course has not opened yet: its lessons open on the date of your ticket',
};

export const learningEs: Record<keyof typeof learningEn, string> = {
  COURSE_NO_ACCESS:
    'Esto es para el alumnado del curso: cómpralo o canjea un código en su página para abrir sus lecciones',
  COURSE_NOT_OPEN_YET: 'El curso aún no ha empezado: sus lecciones se abren en la fecha de tu entrada',
};

export const learningPt: Record<keyof typeof learningEn, string> = {
  COURSE_NO_ACCESS:
    'Isto é para os alunos do curso: compre-o ou resgate um código na sua página para abrir as suas lições',
  COURSE_NOT_OPEN_YET: 'O curso ainda não começou: as lições abrem na data do seu bilhete',
};
