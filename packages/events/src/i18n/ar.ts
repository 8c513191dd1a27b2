export const ar = {
  'page.title': 'الفعاليات',
};
