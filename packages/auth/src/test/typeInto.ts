import { fireEvent } from '@testing-library/react';

/** Types a value and leaves the field, as a person does before the message shows. */
export function typeInto(el: HTMLInputElement, value: string): void {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}
