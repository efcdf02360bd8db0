import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';
import { CardGrid } from '@agency/ui/card-grid';
import { CheckList } from '@agency/ui/check-list';
import { FeatureCard } from '@agency/ui/feature-card';
import { asiaFocusIcons } from '@agency/ui/icons/asia-focus-icons';
import { PageHero } from '@agency/ui/page-hero';
import { Island } from '@agency/ui/island';
import { PageSection } from '@agency/ui/page-section';
import { ArticleCardSection } from '../features/articles/article-card-section';
import { subscribeMailto } from '../features/regional-updates/compose-subscribe-mailto';
import { SubscribeButton } from '../features/regional-updates/subscribe-button';

/** /blog/asia-focus: the regional topics, the briefing series in preparation and its subscription. */
export function AsiaFocusPage({ articles }: { articles: readonly Article[] }) {
  const { asiaFocus } = useLocalized(blogCatalog);
  const { subscribe } = asiaFocus;
  return (
    <>
      <PageHero eyebrow={asiaFocus.eyebrow} title={asiaFocus.title} lead={asiaFocus.lead} />
      <PageSection id="topics" title={asiaFocus.topicsTitle} intro={asiaFocus.topicsIntro}>
        <CardGrid columns={4} component="ul">
          {asiaFocus.topics.map((topic) => (
            <li key={topic.title}>
              <FeatureCard
                icon={asiaFocusIcons[topic.icon]}
                title={topic.title}
                description={topic.description}
                link={{ label: asiaFocus.topicLinkLabel, href: paths.blog.article(topic.article) }}
              />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="regional-analysis" title={asiaFocus.progress.title} tone="tinted">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.3fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ maxWidth: '68ch', display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            {asiaFocus.progress.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ lineHeight: 1.8 }}>
                {paragraph}
              </Typography>
            ))}
            <Typography color="text.secondary">{asiaFocus.progress.subscribeIntro}</Typography>
            {/* A link that works on its own; the island only adds the toast, on the first sign of use. */}
            <Island
              name="blog/SubscribeButton"
              component={SubscribeButton}
              props={{ href: subscribeMailto(subscribe), action: subscribe.action, toast: subscribe.toast }}
              when="intent"
            />
          </Box>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h3" sx={{ mb: 3 }}>
                {asiaFocus.progress.briefingsTitle}
              </Typography>
              <CheckList items={asiaFocus.progress.briefings} headingLevel="h4" />
            </CardContent>
          </Card>
        </Box>
      </PageSection>
      <ArticleCardSection id="regional-articles" title={asiaFocus.articlesTitle} articles={articles} />
    </>
  );
}
