/**
 * FAQ's questions as an island (`shell/FaqQuestions`) that enhances the page's own HTML. The
 * accordion runs natively (`<details name>`: one answer open at a time, a click on the open
 * question closes it), so the island wakes only when focus enters it, and adds the keyboard moves
 * between the questions: the arrow keys, wrapping, Home and End (pressed before it is ready, they
 * are held and replayed). No React and no props: the questions are the page's, in its language.
 */
import { moveFocusTarget } from './keyboard-moves';

export { buildId as build } from '@agency/platform/build-id';

export function enhance(island: HTMLElement): void {
  island.addEventListener('keydown', (event) => {
    const questions = [...island.querySelectorAll<HTMLElement>('details > summary')];
    if (!(event.target instanceof HTMLElement) || !questions.includes(event.target)) return;
    const target = moveFocusTarget(event.key, questions, event.target);
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
}
