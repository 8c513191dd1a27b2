import { Field } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { RadioChoices } from './RadioChoices';

afterEach(cleanup);

function Verdict({ onChange }: { onChange: (v: string) => void }) {
  const [v, setV] = useState<'si' | 'no' | ''>('');
  return (
    <Field label="Veredicto" required validationMessage={v ? undefined : 'Elige uno.'}>
      {(props) => (
        <RadioChoices
          {...props}
          value={v}
          options={[
            { value: 'si', label: 'Conforme' },
            { value: 'no', label: 'No conforme' },
          ]}
          onChange={(next) => {
            setV(next);
            onChange(next);
          }}
        />
      )}
    </Field>
  );
}

it('is a radio group named by its field, one choice at a time, told by the arrow keys of the browser', () => {
  const changes: string[] = [];
  render(<Verdict onChange={(v) => changes.push(v)} />);
  const group = screen.getByRole('radiogroup', { name: /Veredicto/ });
  expect(group.getAttribute('aria-describedby')).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'No conforme' }));
  expect((screen.getByRole('radio', { name: 'No conforme' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'Conforme' }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('radio', { name: 'Conforme' }));
  expect(changes).toEqual(['no', 'si']);
  // one name: the browser moves between them with the arrows and Tab stops once
  const names = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).name);
  expect(new Set(names).size).toBe(1);
});
