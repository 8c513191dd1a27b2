export const ar = {
  'page.title': 'بطاقات BettaID',
};
