/** WCAG's comfortable target on a phone: every button, link button and field is at least this tall. */
export const TOUCH = '44px';
