import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { company } from '@agency/shared/content/company';
import { PageHero } from '@agency/shared/ui/page-hero';
import QuoteForm from '../features/quote/quote-form';

/** /contact/quote: heading, the 24-hour reply promise and the quote form. */
export function QuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Get a Quote"
        title="Tell us what you want to build"
        lead={`Share a few details about your project, budget and timeline. ${company.replyPromise} Every estimate is free and comes with a clear scope.`}
      />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: 880, mx: 'auto' }}>
          <QuoteForm idPrefix="quote" />
        </Box>
      </Container>
    </>
  );
}
