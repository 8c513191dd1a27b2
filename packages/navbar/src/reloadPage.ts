/** The browser's reload, behind an object so a jsdom test can stand in for it (jsdom cannot navigate). */
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
};
