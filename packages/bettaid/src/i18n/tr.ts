export const tr = {
  'page.title': 'BettaID kartları',
};
