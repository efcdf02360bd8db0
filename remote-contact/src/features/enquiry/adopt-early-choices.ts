/**
 * A visitor can tick boxes and choose radio buttons in a form's server HTML before its code has
 * arrived. React hydration keeps those choices in the DOM, but MUI's checkbox and radio draw their
 * icon from their own state, which starts unticked. Replaying each early choice as a click (from the
 * state React starts with) brings that state, and the icon, in line with what the visitor chose.
 * Typed text needs nothing: fields keep their values, and their labels read them when they mount.
 */
export function adoptEarlyChoices(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (input.checked === input.defaultChecked) continue;
    input.checked = input.defaultChecked;
    input.click();
  }
}
