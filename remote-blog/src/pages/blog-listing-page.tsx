import Button from '@mui/material/Button';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';
import { CardGrid } from '@agency/ui/card-grid';
import { CtaBand } from '@agency/ui/cta-band';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { ArticleCard } from '../features/articles/article-card';
import { AsiaFocusCard } from '../features/articles/asia-focus-card';

/** Cards in the first row of the widest grid load their covers at once. */
const FIRST_ROW = 3;

/** /blog: every article as a card, newest first, and a last card leading into the regional category. */
export function BlogListingPage({ articles }: { articles: readonly Article[] }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  const copy = blogCopy.listing;
  return (
    <>
      <PageHero
        eyebrow={blogCopy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        actions={
          <Button
            href={paths.blog.asiaFocus}
            variant="outlined"
            size="large"
            startIcon={<PublicOutlined aria-hidden />}
          >
            {copy.asiaFocusAction}
          </Button>
        }
      />
      <PageSection>
        <CardGrid columns={3} component="ul">
          {articles.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} priority={index < FIRST_ROW} />
            </li>
          ))}
          <li>
            <AsiaFocusCard />
          </li>
        </CardGrid>
      </PageSection>
      <CtaBand
        title={copy.cta.title}
        text={copy.cta.text}
        action={{ label: copy.cta.action, href: paths.contact.scheduleConsultation }}
      />
    </>
  );
}
