/**
 * FAQ's questions as an island (`shell/FaqQuestions`): the accordion runs natively (`<details
 * name>`), and the island adds its keyboard moves once focus enters it: pointer use needs no code.
 * The questions come in its props, in the page's language: the island has no copy of its own.
 */
import type { FaqQuestionsProps } from '@agency/platform/contracts';
import { Island } from '@agency/ui/island';
import { asIsland } from '@agency/ui/island-providers';
import { FaqAccordion } from '../components/faq-accordion';

export function FaqQuestions({ headingLevel, items }: FaqQuestionsProps) {
  return <FaqAccordion items={items} headingLevel={headingLevel} />;
}

export function FaqQuestionsIsland(props: FaqQuestionsProps) {
  return <Island name="shell/FaqQuestions" component={FaqQuestions} props={props} when="focus" hold={['keys']} />;
}

export default asIsland(FaqQuestions);
export { buildId as build } from '@agency/platform/build-id';
