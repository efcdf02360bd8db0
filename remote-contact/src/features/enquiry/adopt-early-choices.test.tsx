import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { adoptEarlyChoices } from './adopt-early-choices';

/** A form whose MUI checkbox was ticked in the DOM before React knew of it, as after an early click. */
function EarlyForm({ onChoice }: { onChoice: (checked: boolean) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const box = formRef.current?.querySelector<HTMLInputElement>('input[name="services"]');
    if (box) box.checked = true; // the visitor's click, before hydration
    if (formRef.current) adoptEarlyChoices(formRef.current);
  }, []);
  return (
    <form ref={formRef}>
      <FormControlLabel
        label="AI Solutions"
        control={<Checkbox name="services" value="AI Solutions" onChange={(event) => onChoice(event.target.checked)} />}
      />
    </form>
  );
}

describe('adoptEarlyChoices', () => {
  it('replays an early tick as a click: the box stays ticked and the component knows it', async () => {
    const onChoice = jest.fn();
    await act(async () => void render(<EarlyForm onChoice={onChoice} />));
    const box = screen.getByRole('checkbox', { name: 'AI Solutions' });
    expect(box).toBeChecked();
    expect(onChoice).toHaveBeenCalledWith(true);
    // MUI's state follows: its root carries the checked class.
    expect(box.closest('.MuiCheckbox-root')).toHaveClass('Mui-checked');
  });

  it('leaves a form nobody touched as it is', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input type="checkbox" name="a"><input type="radio" name="b" value="x">';
    const clicks = jest.fn();
    form.addEventListener('click', clicks);
    adoptEarlyChoices(form);
    expect(clicks).not.toHaveBeenCalled();
  });
});
