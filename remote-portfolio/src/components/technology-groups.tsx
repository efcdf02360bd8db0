import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TechnologyGroup } from '@agency/content/portfolio/portfolio-industries';
import { CardGrid } from '@agency/ui/card-grid';
import { TagList } from '@agency/ui/tag-list';

/** The stack by layer: one card per group with its technologies as chips. */
export function TechnologyGroups({ groups }: { groups: readonly TechnologyGroup[] }) {
  return (
    <CardGrid columns={3}>
      {groups.map((group) => (
        <Card key={group.name} sx={{ height: '100%' }}>
          <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
            <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
              {group.name}
            </Typography>
            <TagList tags={group.items} label={`${group.name} technologies`} size="medium" />
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
