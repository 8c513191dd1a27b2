export const es = {
  'page.title': 'Eventos',
};
