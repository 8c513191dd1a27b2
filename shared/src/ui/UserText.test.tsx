import { render } from '@testing-library/react';

import { UserText } from './UserText';

describe('UserText', () => {
  it('isolates the text with its own direction, inline, keeping the text and its children as they are', () => {
    const { container } = render(
      <p>
        الوصف: <UserText>Bache profundo en «Av. Juárez».</UserText>
      </p>,
    );
    const bdi = container.querySelector('bdi')!;
    expect(bdi.getAttribute('dir')).toBe('auto');
    expect(bdi.textContent).toBe('Bache profundo en «Av. Juárez».');
    // the interface's own words stay outside the isolate
    expect(container.querySelector('p')!.firstChild!.textContent).toBe('الوصف: ');
  });
});
