import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import type { TechnologyGroup } from '@agency/content/portfolio/portfolio-industries';
import { CardGrid } from '@agency/ui/card-grid';
import { TagList } from '@agency/ui/tag-list';
import { useLocalized } from '@agency/ui/theme';

/** The stack by layer: one card per group with its technologies as chips. */
export function TechnologyGroups({ groups }: { groups: readonly TechnologyGroup[] }) {
  const { technologyGroupLabels, labels } = useLocalized(portfolioCatalog);
  return (
    <CardGrid columns={3}>
      {groups.map((group) => {
        const name = technologyGroupLabels[group.name];
        return (
          <Card key={group.name} sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
              <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
                {name}
              </Typography>
              <TagList tags={group.items} label={labels.technologiesOf(name)} size="medium" />
            </CardContent>
          </Card>
        );
      })}
    </CardGrid>
  );
}
