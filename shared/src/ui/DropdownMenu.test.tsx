import { fireEvent, render, screen } from '@testing-library/react';

import { DropdownMenu } from './DropdownMenu';

function setup() {
  const picked: string[] = [];
  render(
    <DropdownMenu
      label="Menú de usuario"
      trigger={<span>Ana</span>}
      items={[
        { key: 'a', label: 'Perfil', onSelect: () => picked.push('a') },
        { key: 'b', label: 'Desconectar', onSelect: () => picked.push('b') },
      ]}
    />,
  );
  return { picked, trigger: screen.getByRole('button', { name: 'Menú de usuario' }) };
}

describe('DropdownMenu', () => {
  it('opens on click with the first item focused and moves with the arrow keys', () => {
    const { trigger } = setup();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'End' });
    expect(document.activeElement).toBe(items[1]);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the chosen item and closes; an outside click closes without choosing', () => {
    const { trigger, picked } = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Desconectar' }));
    expect(picked).toEqual(['b']);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(picked).toEqual(['b']);
  });
});
