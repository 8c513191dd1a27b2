export const tr = {
  'page.title': 'Etkinlikler',
};
