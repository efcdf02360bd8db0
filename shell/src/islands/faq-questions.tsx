/**
 * FAQ's questions as an island (`shell/FaqQuestions`): the accordion runs natively (`<details
 * name>`), and the island adds its keyboard moves once focus enters it: pointer use needs no code.
 */
import { faqItems } from '@agency/content/company-pages/faq';
import { Island } from '@agency/ui/island';
import { asIsland } from '@agency/ui/island-providers';
import { FaqAccordion } from '../components/faq-accordion';

interface FaqQuestionsProps {
  headingLevel: 'h2' | 'h3';
}

/** The questions are content the island reads itself: only the heading level goes into the page as a prop. */
function FaqQuestions({ headingLevel }: FaqQuestionsProps) {
  return <FaqAccordion items={faqItems} headingLevel={headingLevel} />;
}

export function FaqQuestionsIsland(props: FaqQuestionsProps) {
  return <Island name="shell/FaqQuestions" component={FaqQuestions} props={props} when="focus" hold={['keys']} />;
}

export default asIsland(FaqQuestions);
export { buildId as build } from '@agency/platform/build-id';
