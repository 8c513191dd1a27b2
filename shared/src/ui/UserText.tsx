import { Fragment, type ReactNode } from 'react';

/**
 * Text a person typed or a catalogue holds (a description, a name, a colonia), set apart from the page's
 * direction: inside the Arabic interface a Spanish sentence keeps its full stop at its end and its « » in
 * place, and an Arabic name in the Spanish one does not drag the punctuation around it. For an element
 * that holds such text alone (a paragraph), put dir="auto" on the element itself instead.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** Stands in for the user's text while the sentence around it is translated (a private-use character). */
export const USER_TEXT_SLOT = '\uE000';

/**
 * A translated sentence that holds one piece of user text, with that text isolated: translate with the slot
 * as the value (`t('filing.title', { tipo: USER_TEXT_SLOT })`), then pass the result and the real text here.
 */
export function SentenceWithUserText({ sentence, text }: { sentence: string; text: string }) {
  const parts = sentence.split(USER_TEXT_SLOT);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <UserText>{text}</UserText>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The same sentence as plain text (a document title), the user's text wrapped in first-strong isolates. */
export const sentenceWithIsolate = (sentence: string, text: string) => sentence.split(USER_TEXT_SLOT).join(`\u2068${text}\u2069`);
