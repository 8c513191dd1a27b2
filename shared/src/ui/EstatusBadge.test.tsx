import { render } from '@testing-library/react';

import { EstatusBadge } from './EstatusBadge';
import { textColorOn } from './textColorOn';

describe('EstatusBadge', () => {
  it('filled: takes the catalogue colour with the ink that reads on it', () => {
    const { container } = render(<EstatusBadge nombre="Atendido" color="#ffeb3b" look="filled" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.textContent).toBe('Atendido');
    expect(badge.style.backgroundColor).toBe('rgb(255, 235, 59)');
    expect(badge.style.color).toBe('rgb(0, 0, 0)');
  });

  it('ring: the colour rings the badge and fills the dot, the name is isolated user text', () => {
    const { container } = render(<EstatusBadge nombre="Abierto" color="#1565c0" look="ring" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.style.borderColor).toBe('rgb(21, 101, 192)');
    expect((badge.querySelector('[aria-hidden="true"]') as HTMLElement).style.backgroundColor).toBe('rgb(21, 101, 192)');
    expect(badge.querySelector('bdi')!.textContent).toBe('Abierto');
  });

  it('dot: compact, a dot of the colour, the name in the theme ink as isolated user text', () => {
    const { container } = render(<EstatusBadge nombre="Cerrado" color="#2e7d32" look="dot" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.getAttribute('style')).toBeNull();
    expect((badge.querySelector('[aria-hidden="true"]') as HTMLElement).style.backgroundColor).toBe('rgb(46, 125, 50)');
    expect(badge.querySelector('bdi')!.textContent).toBe('Cerrado');
  });

  it('ring: a colour that is not #rrggbb is ignored rather than put into a style', () => {
    const { container } = render(<EstatusBadge nombre="Abierto" color="red;x" look="ring" />);
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });
});

describe('textColorOn', () => {
  it('picks white on dark colours and black on pale ones, black for anything unreadable', () => {
    expect(textColorOn('#0d47a1')).toBe('#ffffff');
    expect(textColorOn('#fff59d')).toBe('#000000');
    expect(textColorOn('#000')).toBe('#ffffff');
    expect(textColorOn('nope')).toBe('#000000');
  });
});
