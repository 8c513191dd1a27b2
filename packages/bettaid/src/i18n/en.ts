export const en = {
  'page.title': 'BettaID cards',
};
