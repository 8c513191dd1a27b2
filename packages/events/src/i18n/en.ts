export const en = {
  'page.title': 'Events',
};
