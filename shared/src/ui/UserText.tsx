import type { ReactNode } from 'react';

/**
 * Text a person typed or a catalogue holds (a description, a name, a colonia), set apart from the page's
 * direction: inside the Arabic interface a Spanish sentence keeps its full stop at its end and its « » in
 * place, and an Arabic name in the Spanish one does not drag the punctuation around it. For an element
 * that holds such text alone (a paragraph), put dir="auto" on the element itself instead.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}
