export const es = {
  'page.title': 'Credenciales BettaID',
};
